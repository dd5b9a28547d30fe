#!/usr/bin/env node
import { readPackageVersion } from './config';

export const USAGE = `ironkeep-local: the IronKeep AI local edition service

Usage:
  ironkeep-local start [--port <n>] [--ollama-url <url>]   start the chat service
  ironkeep-local health [--url <url>]                     query a running service's /health
  ironkeep-local --help | --version

Commands:
  start    Starts the HTTP service (default port 8080).
  health   Calls GET /health on the service and prints the JSON answer. Exits 1 when the
           service cannot be reached.

Environment:
  PORT                HTTP port of the service (default 8080)
  OLLAMA_URL          Ollama runtime address (default http://localhost:11434)
  DATA_DIR            directory for the service's data (default ./data)
  LICENSE_PUBLIC_KEY  Ed25519 public key used to verify licence keys
  CORS_ORIGINS        extra web origins allowed to call the service (comma-separated)
  IRONKEEP_LOCAL_URL  service address used by "health" (default http://localhost:$PORT)
`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Starts the service and keeps the process alive (injected so tests need not start it). */
  start(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 5000;

class UsageError extends Error {}

/** Parses `--name value` / `--name=value` options; anything unknown is a usage error. */
function parseOptions(args: string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}".`);
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (!allowed.includes(name)) throw new UsageError(`Unknown option "--${name}".`);
    const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '')
      throw new UsageError(`Option --${name} needs a value.`);
    options.set(name, value);
  }
  return options;
}

async function health(options: Map<string, string>, io: CliIo): Promise<number> {
  const base = (
    options.get('url') ??
    io.env.IRONKEEP_LOCAL_URL ??
    `http://localhost:${io.env.PORT?.trim() || '8080'}`
  ).replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    io.err(
      `Could not reach the IronKeep local service at ${base} (${cause}).\n` +
        'Start it with "ironkeep-local start", or pass --url if it runs elsewhere.\n',
    );
    return 1;
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    io.err(`${base}/health answered HTTP ${res.status} with a non-JSON body:\n${text}\n`);
    return 1;
  }
  io.out(`${JSON.stringify(body, null, 2)}\n`);
  if (!res.ok) {
    io.err(`${base}/health answered HTTP ${res.status}.\n`);
    return 1;
  }
  const ollama = (body as { ollama?: { url?: string; reachable?: boolean } }).ollama;
  if (ollama && ollama.reachable === false) {
    io.err(
      `Warning: Ollama is not reachable at ${ollama.url}. Start it ("ollama serve", or the ` +
        'ollama container) or set OLLAMA_URL.\n',
    );
  }
  return 0;
}

/** Runs one CLI invocation and returns the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE);
        return 0;
      case '-v':
      case '--version':
        io.out(`${readPackageVersion()}\n`);
        return 0;
      case 'start': {
        if (rest.includes('--help') || rest.includes('-h')) {
          io.out(USAGE);
          return 0;
        }
        const options = parseOptions(rest, ['port', 'ollama-url']);
        if (options.has('port')) io.env.PORT = options.get('port');
        if (options.has('ollama-url')) io.env.OLLAMA_URL = options.get('ollama-url');
        await io.start();
        return 0;
      }
      case 'health':
        if (rest.includes('--help') || rest.includes('-h')) {
          io.out(USAGE);
          return 0;
        }
        return await health(parseOptions(rest, ['url']), io);
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
}

if (require.main === module) {
  const io: CliIo = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    // Lazy import: "--help" and "health" do not load Express.
    start: async () => (await import('./server')).main(),
  };
  runCli(process.argv.slice(2), io).then(
    // "start" resolves once the server listens; the open server keeps the process running.
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
