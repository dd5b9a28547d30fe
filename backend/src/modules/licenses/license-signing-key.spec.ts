import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPublicKey, loadLicenseSigningKey, PUBLIC_KEY_FILE } from './license-signing-key';

describe('the licence signing key’s public half', () => {
  it('is written to DATA_DIR and, for a local service on another volume, to the export file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-licence-key-'));
    const key = loadLicenseSigningKey(undefined, dataDir);
    const exported = join(dataDir, 'shared', 'license-public-key.pem');
    exportPublicKey(key, exported);
    expect(readFileSync(exported, 'utf8')).toBe(key.publicKeyPem);
    expect(readFileSync(join(dataDir, PUBLIC_KEY_FILE), 'utf8')).toBe(key.publicKeyPem);
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(statSync(exported).mode & 0o777).toBe(0o644);
    // The same key on the next start: nothing changes.
    const again = loadLicenseSigningKey(undefined, dataDir);
    exportPublicKey(again, exported);
    expect(readFileSync(exported, 'utf8')).toBe(key.publicKeyPem);
  });
});
