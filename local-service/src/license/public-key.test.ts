import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '../config';
import { createSigner } from '../testing/license-keys';
import { parsePublicKey, publicKeySource } from './public-key';

describe('parsePublicKey', () => {
  const signer = createSigner();

  it('gives the same key id for PEM, PEM with \\n escapes, raw base64url, raw base64 and SPKI DER', () => {
    const der = Buffer.from(signer.publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const forms = [
      signer.publicKeyPem,
      signer.publicKeyPem.replace(/\n/g, '\\n'),
      signer.publicKeyRaw,
      Buffer.from(signer.publicKeyRaw, 'base64url').toString('base64'),
      der.toString('base64'),
    ];
    for (const form of forms) assert.equal(parsePublicKey(form).keyId, signer.keyId, form);
  });

  it('refuses a key that is not Ed25519', () => {
    assert.throws(() => parsePublicKey('MCowBQYDK2VwAyEA'));
  });

  it('a bad LICENSE_PUBLIC_KEY is a configuration error at start', () => {
    assert.throws(() => publicKeySource('nonsense', []), ConfigError);
  });
});
