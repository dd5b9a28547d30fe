import { createPrivateKey, KeyObject } from 'node:crypto';

/**
 * LICENSE_SIGNING_KEY as a key: PKCS#8 PEM, Ed25519, "\n" escapes allowed for one-line env files.
 * Checked while the configuration is parsed, so a bad key stops start-up before anything connects.
 */
export function parseLicenseSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
  } catch {
    throw new Error(
      'Invalid configuration:\n  LICENSE_SIGNING_KEY is not a PKCS#8 PEM private key',
    );
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error('Invalid configuration:\n  LICENSE_SIGNING_KEY must be an Ed25519 key');
  }
  return key;
}
