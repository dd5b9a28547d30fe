// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  cliInitCommand,
  COMPOSE_KEY_PLACEHOLDER,
  composeFileWithKey,
  composeScalar,
  dockerRunCommand,
  shellWord,
} from './install-commands';

const shipped = readFileSync(
  resolve(import.meta.dirname, '../../../../../deploy/local-edition/docker-compose.yml'),
  'utf8',
);
const KEY = 'IRON-PRO-7b22-0a1b';

describe('install commands', () => {
  it('shows the compose file we ship, with the key in place of its placeholder', () => {
    expect(shipped).toContain(COMPOSE_KEY_PLACEHOLDER);
    expect(composeFileWithKey(KEY)).toBe(shipped.replace(COMPOSE_KEY_PLACEHOLDER, KEY));
  });

  it('puts the key into the single-container command and the CLI configure step', () => {
    expect(dockerRunCommand(KEY)).toContain(`-e IRONKEEP_LICENSE_KEY=${KEY} \\`);
    expect(cliInitCommand(KEY)).toBe(`ironkeep init --license-key ${KEY}`);
  });

  it('quotes a key with unusual characters so the shell and compose read it literally', () => {
    expect(shellWord("IRON-it's $HOME")).toBe(`'IRON-it'\\''s $HOME'`);
    expect(composeScalar("IRON-it's $HOME")).toBe(`'IRON-it''s $$HOME'`);
    expect(composeFileWithKey('IRON-$x')).toContain(`: 'IRON-$$x'`);
  });
});
