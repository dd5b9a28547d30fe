#!/usr/bin/env node
// The compose drill: proves that `docker compose up` works on a fresh clone, as a customer runs
// it. `make compose-drill` runs it; CI (.ci/run) runs it after `make test`. docs/testing.md has
// what it proves and its figures.
//
//   1. a fresh copy of the repository, .env from .env.example (SESSION_SECRET and free ports set)
//   2. docker compose build, the Ollama stand-in, then up -d with the ollama profile: every
//      service healthy
//   3. only the web port published beyond loopback, /metrics not public
//   4. through the web entry point (nginx): sign-up, sign-in with CSRF, the demo stream, a
//      subscription (built-in billing), a document upload and a cited answer, an API token;
//      the organization's licence verified by the stack's local service; the inference gateway:
//      the stack's Ollama registered, an inference token, the openai client's models, JSON and
//      streamed completions, the usage API counting their tokens
//   5. restart backend, then down / up -d: every account, organization and document kept
//   6. down -v; then the local edition's compose file: up, its chat service healthy and on
//      127.0.0.1 only, down -v
// It fails when an image does not build, a service is not healthy, a port is published beyond
// loopback or data is lost. Its compose projects have names of their own (ikdrill-<run>), its
// images are tagged ironkeep-compose-drill/*:<run>, and those tags and the Ollama stand-in's are
// removed at the end (the layers stay in Docker's cache for the next run). KEEP_STACKS=1 leaves
// a failed run's stacks up to look at.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCompose } from './lib/compose.mjs';
import { fullStackDrill } from './lib/full-stack.mjs';
import { ensureBaseImages, removeOllamaStandIn } from './lib/images.mjs';
import { localEditionDrill } from './lib/local-edition.mjs';
import { DrillFailure, note, printTimings, step } from './lib/log.mjs';
import { freePort } from './lib/network.mjs';
import { docker, run } from './lib/shell.mjs';
import { freshCopy, writeEnv } from './lib/tree.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUN = randomBytes(4).toString('hex');
const IMAGES = { IRONKEEP_IMAGE_PREFIX: 'ironkeep-compose-drill', IRONKEEP_VERSION: RUN };
const work = mkdtempSync(join(tmpdir(), 'ironkeep-compose-drill-'));
const tree = join(work, 'tree');
const logFile = join(work, 'build.log');
// Build output shown in the log: each stage's start and each RUN (all of it is in build.log).
const show =
  /^(Building \S+$|Step \d+\/\d+ : (FROM|RUN) |#\d+ \[[^\]]+\] (FROM|RUN)|Successfully tagged)/;
const stacks = [];

async function drill() {
  console.log(`Compose drill ${RUN}: working in ${work}`);
  const command = await step('Docker engine and Compose', async () => {
    await docker('asking the Docker engine', ['info', '--format', '{{.ServerVersion}}']).then((v) =>
      note(`Docker engine ${v.trim()}`),
    );
    const found = await findCompose();
    note(`compose command: ${found.join(' ')}`);
    return found;
  });
  const settings = await step(
    'A fresh copy of the repository; .env from .env.example',
    async () => {
      note(`${freshCopy(REPO, tree)} files copied to ${tree}`);
      const values = {
        SESSION_SECRET: randomBytes(32).toString('hex'),
        WEB_PORT: await freePort(),
        BACKEND_PORT: await freePort(),
        LOCAL_SERVICE_PORT: await freePort(),
        OLLAMA_PORT: await freePort(),
        PROMETHEUS_PORT: await freePort(),
        ...IMAGES,
      };
      writeEnv(tree, values);
      note(
        `.env: SESSION_SECRET, images ${IMAGES.IRONKEEP_IMAGE_PREFIX}/*:${RUN}, host ports web ${values.WEB_PORT}, backend ${values.BACKEND_PORT}, local service ${values.LOCAL_SERVICE_PORT}`,
      );
      return values;
    },
  );
  await step('Base images', () => ensureBaseImages(tree));
  const options = { command, tree, logFile, show, stacks };
  await fullStackDrill({ ...options, name: `ikdrill-${RUN}`, settings });
  await localEditionDrill({ ...options, name: `ikdrill-${RUN}-local`, images: IMAGES });
}

async function cleanUp(failed) {
  if (failed && process.env.KEEP_STACKS) {
    note(`KEEP_STACKS: left up: ${stacks.map((s) => s.name).join(', ')} (in ${tree})`);
    return;
  }
  for (const project of stacks) {
    await project.compose('down', ['down', '-v', '--remove-orphans']).catch(() => undefined);
  }
  const tags = (
    await run('docker', [
      'images',
      '--format',
      '{{.Repository}}:{{.Tag}}',
      '--filter',
      `reference=${IMAGES.IRONKEEP_IMAGE_PREFIX}/*:${RUN}`,
    ])
  ).output
    .split('\n')
    .filter(Boolean);
  if (tags.length) await run('docker', ['rmi', '--no-prune', ...tags]);
  await removeOllamaStandIn();
  rmSync(tree, { recursive: true, force: true });
  if (!failed) rmSync(work, { recursive: true, force: true });
}

const started = Date.now();
let failed = false;
try {
  mkdirSync(tree);
  await drill();
  console.log('\nCompose drill PASSED');
} catch (err) {
  failed = true;
  console.error(`\nCompose drill FAILED: ${err instanceof DrillFailure ? err.message : err.stack}`);
  console.error(`Build output: ${logFile}`);
} finally {
  await cleanUp(failed);
  printTimings(Date.now() - started);
}
process.exit(failed ? 1 : 0);
