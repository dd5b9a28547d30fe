import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR, so sessions
 * survive restarts of `make run` without anyone having to invent a secret.
 */
export function readOrCreateSecret(dataDir: string, name: string, bytes = 48): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
