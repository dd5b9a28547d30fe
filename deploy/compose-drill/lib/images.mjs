// The images the drill needs before it builds: the public base images (pulled when a registry
// serves them; .ci/run makes stand-ins where none does), and the Ollama stand-in.
import { join } from 'node:path';
import { fail, note } from './log.mjs';
import { docker, run } from './shell.mjs';
import { baseImages } from './tree.mjs';

const OLLAMA = 'ollama/ollama:0.6.5';
const STAND_IN_LABEL = 'com.ironkeep.stand-in';

export async function ensureBaseImages(tree) {
  for (const image of baseImages(tree)) {
    if ((await run('docker', ['image', 'inspect', image])).code === 0) {
      note(`${image}: present`);
      continue;
    }
    const pulled = await run('docker', ['pull', '-q', image]);
    if (pulled.code !== 0) {
      fail(
        `${image} is not on this machine and no registry serves it (${pulled.output.trim()}).\n` +
          '    Pull it from your registry mirror, or make stand-ins as .ci/run does ' +
          '(docs/testing.md, "Compose drill").',
      );
    }
    note(`${image}: pulled`);
  }
}

/**
 * Builds the stand-in for ollama/ollama from the project's fake Ollama and tags it as the compose
 * files name the image. It is not Ollama: it answers Ollama's API with canned replies and holds
 * mistral:7b without downloading it. A real image under that name is never replaced.
 */
export async function buildOllamaStandIn(tree, logFile) {
  if ((await ollamaImage()) === 'real') {
    fail(
      `${OLLAMA} on this machine is the real Ollama image; the drill will not replace it with its stand-in.`,
    );
  }
  // By image id, not a tag: removing a tag at the end would drop that layer from the cache.
  const built = await docker(
    'building the local service (for the fake Ollama)',
    ['build', '-q', '-f', 'deploy/docker/Dockerfile', '--target', 'local-service-build', '.'],
    { cwd: tree, logFile },
  );
  const buildStage = built.match(/sha256:[0-9a-f]{64}/)?.[0];
  if (!buildStage) fail(`no image id in the output of the local-service-build stage: ${built}`);
  await docker(
    'building the Ollama stand-in',
    [
      'build',
      '--build-arg',
      `BUILD_IMAGE=${buildStage}`,
      '-t',
      OLLAMA,
      join(tree, 'deploy/compose-drill/ollama-stand-in'),
    ],
    { logFile },
  );
  note(
    `${OLLAMA} is the STAND-IN: the project's fake Ollama (local-service/src/testing/fake-ollama.ts)`,
  );
}

/**
 * Takes the stand-in's name off again (its layers stay in the cache): left behind, it would be
 * what `docker compose --profile ollama up` starts instead of pulling the real Ollama.
 */
export async function removeOllamaStandIn() {
  if ((await ollamaImage()) === 'stand-in') await run('docker', ['rmi', '--no-prune', OLLAMA]);
}

/** What is tagged ollama/ollama:0.6.5 here: 'none', the drill's 'stand-in' (by its label), or 'real'. */
async function ollamaImage() {
  const { code, output } = await run('docker', [
    'image',
    'inspect',
    '-f',
    `{{ index .Config.Labels "${STAND_IN_LABEL}" }}`,
    OLLAMA,
  ]);
  if (code !== 0) return 'none';
  return output.includes('compose drill') ? 'stand-in' : 'real';
}
