#!/usr/bin/env node
// The `ollama` command of the compose drill's stand-in image (see the Dockerfile beside it):
//   ollama serve         the project's fake Ollama on OLLAMA_HOST (0.0.0.0:11434 in the image)
//   ollama list          the models the server holds (exit 1 when it does not answer)
//   ollama pull <model>  pull progress as Ollama prints it (exit 1 on an error line)
// Clients find the server at OLLAMA_HOST as the real command does (http://ollama:11434 in
// model-pull, the default 127.0.0.1:11434 in the healthcheck).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [command, ...args] = process.argv.slice(2);

/** OLLAMA_HOST as "host:port", "http://host:port" or unset. */
function address(forServer) {
  const raw = process.env.OLLAMA_HOST || '127.0.0.1:11434';
  const url = new URL(raw.includes('://') ? raw : `http://${raw}`);
  const host = forServer ? url.hostname : url.hostname.replace(/^0\.0\.0\.0$/, '127.0.0.1');
  return { host, port: Number(url.port || 11434), base: `http://${host}:${url.port || 11434}` };
}

async function serve() {
  const { startFakeOllama } = require('./fake-ollama.js');
  const { host, port } = address(true);
  const fake = await startFakeOllama({ host, port, pullDelayMs: 50 });
  console.log(`fake Ollama (compose drill stand-in) listening on ${host}:${port}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function list() {
  const res = await fetch(`${address(false).base}/api/tags`, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) throw new Error(`GET /api/tags answered ${res.status}`);
  const { models } = await res.json();
  console.log('NAME\tID\tSIZE');
  for (const model of models)
    console.log(`${model.name}\t${model.digest.slice(0, 12)}\t${model.size}`);
}

async function pull(model) {
  if (!model) throw new Error('usage: ollama pull MODEL');
  const res = await fetch(`${address(false).base}/api/pull`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ model }),
  });
  if (!res.ok) throw new Error(`POST /api/pull answered ${res.status}`);
  for (const line of (await res.text()).split('\n').filter(Boolean)) {
    const progress = JSON.parse(line);
    if (progress.error) throw new Error(progress.error);
    const share = progress.total
      ? ` ${Math.round((100 * progress.completed) / progress.total)}%`
      : '';
    console.log(`${progress.status}${share}`);
  }
}

const commands = { serve, list, pull };
if (!commands[command]) {
  console.error(
    `ollama (compose drill stand-in): "${command}" is not supported; serve, list, pull`,
  );
  process.exit(2);
}
commands[command](...args).catch((err) => {
  console.error(`Error: ${err.message}`);
  process.exit(1);
});
