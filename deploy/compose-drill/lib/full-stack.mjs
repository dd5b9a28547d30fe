// The root docker-compose.yml, as a customer runs it (with the `ollama` profile, whose image is
// the drill's stand-in): up, healthy, exposed only through the web entry point, used through it
// (the site, the inference gateway, a licence in the local service), restarted twice without
// losing anything, then removed.
import { ComposeProject } from './compose.mjs';
import { checkFromOutside, checkPublishedPorts } from './exposure.mjs';
import { gatewayJourney } from './gateway.mjs';
import { buildOllamaStandIn } from './images.mjs';
import { customerJourney } from './journey.mjs';
import { verifyLicence } from './licence.mjs';
import { verifyKept } from './kept.mjs';
import { check, note, step } from './log.mjs';
import { docker } from './shell.mjs';

export const SERVICES = ['postgres', 'redis', 'backend', 'web', 'local-service', 'ollama'];

/** `settings` are the host ports written into .env; `stacks` receives the project for cleanup. */
export async function fullStackDrill({ command, tree, name, settings, logFile, show, stacks }) {
  const project = new ComposeProject({
    command,
    dir: tree,
    name,
    files: ['docker-compose.yml'],
    profiles: ['ollama'],
    logFile,
  });
  stacks.push(project);
  const web = `http://localhost:${settings.WEB_PORT}`;

  await step('docker compose build: backend, web, local-service from one Dockerfile', () =>
    project.compose('docker compose build', ['build'], { show }),
  );
  await step('The Ollama stand-in (the ollama profile starts ollama/ollama)', () =>
    buildOllamaStandIn(tree, logFile),
  );
  await step(`docker compose up -d: ${SERVICES.join(', ')} healthy`, async () => {
    await project.compose('docker compose up', ['up', '-d']);
    await project.waitFor({ healthy: SERVICES });
  });
  await step('Only the web port is published beyond loopback; /metrics is not public', async () => {
    await checkPublishedPorts(project, ['web 8080/tcp']);
    await checkFromOutside({
      web: { port: settings.WEB_PORT, open: true },
      backend: { port: settings.BACKEND_PORT, open: false },
      'local service': { port: settings.LOCAL_SERVICE_PORT, open: false },
      ollama: { port: settings.OLLAMA_PORT, open: false },
    });
    const metrics = await fetch(`${web}/metrics`);
    const text = await metrics.text();
    check(
      metrics.status === 404 && !text.includes('# TYPE'),
      `${web}/metrics answered ${metrics.status}`,
    );
    note(`${web}/metrics: ${metrics.status}`);
    const webContainer = await project.container('web');
    const scraped = await docker('scraping backend:3000/metrics from the compose network', [
      'exec',
      webContainer.id,
      'wget',
      '-q',
      '-O',
      '-',
      'http://backend:3000/metrics',
    ]);
    check(
      scraped.includes('# TYPE'),
      'backend:3000/metrics on the compose network is not Prometheus text',
    );
    note("backend:3000/metrics on the compose network (Prometheus's way): served");
  });
  const made = await step('A customer through the web entry point (nginx)', () =>
    customerJourney(web),
  );
  await step("A licence issued by the site verifies in the stack's local service", () =>
    verifyLicence(made.ownerClient, `http://127.0.0.1:${settings.LOCAL_SERVICE_PORT}`),
  );
  // From here on the members' assistants answer with the organization's server (docs/gateway.md):
  // after each restart the cited answer must still come from it.
  made.assistantServer = await step(
    'The inference gateway through nginx: a server, an inference token, the openai client, usage',
    () => gatewayJourney(web, made.ownerClient),
  );
  await step('docker compose restart backend: nothing lost', async () => {
    await project.compose('docker compose restart backend', ['restart', 'backend']);
    await project.waitFor({ healthy: ['backend'] });
    await verifyKept(web, made);
  });
  await step('docker compose down, then up -d: nothing lost', async () => {
    await project.compose('docker compose down', ['down']);
    await project.compose('docker compose up', ['up', '-d']);
    await project.waitFor({ healthy: SERVICES });
    await verifyKept(web, made);
  });
  await step('docker compose down -v: containers and volumes removed', async () => {
    await project.compose('docker compose down -v', ['down', '-v']);
    check((await project.containers()).length === 0, 'containers are left after down -v');
    check((await project.volumes()).length === 0, 'volumes are left after down -v');
  });
}
