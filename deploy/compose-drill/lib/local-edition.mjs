// The local edition's compose file (deploy/local-edition), built from this tree: up, the chat
// service healthy with its model runtime (the Ollama stand-in) and model, on 127.0.0.1 only.
import { join } from 'node:path';
import { ComposeProject } from './compose.mjs';
import { checkFromOutside, checkPublishedPorts } from './exposure.mjs';
import { check, note, step } from './log.mjs';
import { freePort } from './network.mjs';

/** `stacks` receives the project, so that the drill takes it down whatever happens. */
export async function localEditionDrill({ command, tree, name, images, logFile, show, stacks }) {
  const ports = {
    LOCAL_SERVICE_PORT: await freePort(),
    LOCAL_WEB_PORT: await freePort(),
    OLLAMA_PORT: await freePort(),
  };
  const project = new ComposeProject({
    command,
    dir: join(tree, 'deploy/local-edition'),
    name,
    files: ['docker-compose.yml', 'docker-compose.build.yml'],
    env: { ...images, ...ports },
    logFile,
  });
  stacks.push(project);

  await step('Local edition: build its two images (shared stages from the cache)', () =>
    project.compose('local edition build', ['build'], { show }),
  );
  await step(
    'Local edition: up -d; Ollama healthy, model pulled, chat service healthy',
    async () => {
      await project.compose('local edition up', ['up', '-d']);
      await project.waitFor({ healthy: ['ollama', 'local-service'], completed: ['model-pull'] });
    },
  );
  await step('Local edition: /health on 127.0.0.1, nothing reachable from outside', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.LOCAL_SERVICE_PORT}/health`);
    const health = await res.json();
    check(
      res.status === 200 && health.status === 'ok',
      `/health: ${res.status} ${JSON.stringify(health)}`,
    );
    check(
      health.runtime.reachable && health.runtime.modelAvailable,
      `runtime: ${JSON.stringify(health.runtime)}`,
    );
    note(
      `/health: ${health.status}; ${health.runtime.name} at ${health.runtime.url} holds ${health.model}`,
    );
    check(
      await answers(`http://127.0.0.1:${ports.LOCAL_WEB_PORT}/local-chat`),
      'the web interface does not serve /local-chat',
    );
    note('web interface: /local-chat answers 200');
    await checkPublishedPorts(project);
    await checkFromOutside({
      'chat service': { port: ports.LOCAL_SERVICE_PORT, open: false },
      'web interface': { port: ports.LOCAL_WEB_PORT, open: false },
      ollama: { port: ports.OLLAMA_PORT, open: false },
    });
  });
  await step('Local edition: down -v', () => project.compose('local edition down', ['down', '-v']));
}

/** 200 within 30 s (nginx starts after the chat service it depends on). */
async function answers(url) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}
