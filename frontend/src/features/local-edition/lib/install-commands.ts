import composeTemplate from '../content/local-edition-compose.yml?raw';
import { CLI_PACKAGE } from '../content/download-content';

/**
 * The commands and file the download page shows, with the visitor's key inserted. The compose
 * file is deploy/local-edition/docker-compose.yml itself (a copy in content/, checked equal by
 * install-commands.test.ts), so what a customer copies is what we ship.
 */
export const COMPOSE_KEY_PLACEHOLDER = '${IRONKEEP_LICENSE_KEY:-}';

const PLAIN = /^[A-Za-z0-9._-]+$/;

/** A shell word: as is when plain (every real key is), else single-quoted. */
export function shellWord(value: string): string {
  return PLAIN.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A YAML scalar that compose will not interpolate ($ doubled), quoted unless plain. */
export function composeScalar(value: string): string {
  return PLAIN.test(value) ? value : `'${value.replace(/'/g, "''").replace(/\$/g, '$$$$')}'`;
}

export function composeFileWithKey(key: string): string {
  // A function, so "$" in the key is not read as a replacement pattern.
  return composeTemplate.replace(COMPOSE_KEY_PLACEHOLDER, () => composeScalar(key));
}

/** One container: the chat service with the web interface, talking to Ollama on the host. */
export function dockerRunCommand(key: string): string {
  return [
    'docker run -d --name ironkeep-local \\',
    '  -p 127.0.0.1:8080:8080 -p 127.0.0.1:3001:3001 \\',
    `  -e IRONKEEP_LICENSE_KEY=${shellWord(key)} \\`,
    '  -e OLLAMA_URL=http://host.docker.internal:11434 \\',
    '  --add-host host.docker.internal:host-gateway \\',
    '  -v ironkeep_data:/data \\',
    '  ironkeep/local-service:latest',
  ].join('\n');
}

export const CLI_INSTALL_COMMAND = `npm install -g ${CLI_PACKAGE}`;

export function cliInitCommand(key: string): string {
  return `ironkeep init --license-key ${shellWord(key)}`;
}

export const CLI_START_COMMAND = 'ironkeep start';
export const CLI_DOCTOR_COMMAND = 'ironkeep doctor';
