import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { load, loadAll } from 'js-yaml';
import { envSchema, parseEnv } from '../src/config/app-config';
import { MIGRATIONS } from '../src/database/data-source-options';
import { REPO } from './nginx';

/**
 * The deployment files hold together without helm or a Docker engine: every template of the Helm
 * chart parses as YAML once its template expressions are taken out, every value it reads exists
 * in values.yaml, the compose files pass `docker-compose config` (.ci/run installs it) and hand
 * the backend both keys of a memory key rotation, and the chart's migration init container command
 * migrates a database.
 */
const CHART = join(REPO, 'deploy/helm/ironkeep');
const TEMPLATES = join(CHART, 'templates');
const values = load(readFileSync(join(CHART, 'values.yaml'), 'utf8')) as Record<string, unknown>;
const templates = readdirSync(TEMPLATES)
  .filter((f) => f.endsWith('.yaml') && !f.startsWith('.'))
  .map((file) => ({ file, text: readFileSync(join(TEMPLATES, file), 'utf8') }));

/** The template with every {{ }} taken out: control lines dropped, inline values → "x". */
function withoutTemplateExpressions(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*\{\{-?[^}]*-?\}\}\s*$/.test(line))
    .map((line) => line.replace(/'?\{\{-?[^}]*-?\}\}'?/g, 'x'))
    .join('\n');
}

function hasPath(root: unknown, path: string[]): boolean {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

describe('Helm chart (deploy/helm/ironkeep)', () => {
  it('parses as Kubernetes objects once the template expressions are taken out', () => {
    const kinds: string[] = [];
    for (const { file, text } of templates) {
      const docs = loadAll(withoutTemplateExpressions(text)).filter(Boolean) as Array<{
        apiVersion?: string;
        kind?: string;
        metadata?: object;
      }>;
      for (const doc of docs) {
        expect({ file, apiVersion: typeof doc.apiVersion, metadata: typeof doc.metadata }).toEqual({
          file,
          apiVersion: 'string',
          metadata: 'object',
        });
        kinds.push(doc.kind!);
      }
    }
    expect(kinds.sort()).toEqual(
      expect.arrayContaining([
        'ConfigMap',
        'Deployment',
        'Ingress',
        'PodDisruptionBudget',
        'Service',
        'ServiceMonitor',
      ]),
    );
  });

  it('reads only values that values.yaml defines, and only helpers _helpers.tpl defines', () => {
    const helpers = readFileSync(join(TEMPLATES, '_helpers.tpl'), 'utf8');
    const defined = new Set([...helpers.matchAll(/define "([^"]+)"/g)].map((m) => m[1]));
    const missing: string[] = [];
    for (const { file, text } of [...templates, { file: '_helpers.tpl', text: helpers }]) {
      for (const [, path] of text.matchAll(/\.Values\.([A-Za-z0-9_.]+)/g)) {
        if (!hasPath(values, path.split('.'))) missing.push(`${file}: .Values.${path}`);
      }
      for (const [, name] of text.matchAll(/include "([^"]+)"/g)) {
        if (!defined.has(name)) missing.push(`${file}: include "${name}"`);
      }
      for (const [, name] of text.matchAll(/\.Files\.Get "([^"]+)"/g)) {
        expect(readFileSync(join(CHART, name), 'utf8').length).toBeGreaterThan(0);
      }
    }
    expect(missing).toEqual([]);
  });

  it('runs migrations in an init container, with resources, probes and a preStop wait', () => {
    const deployment = templates.find((t) => t.file === 'deployment.yaml')!.text;
    expect(deployment).toContain("command: ['node', 'backend/dist/database/migrate.js']");
    expect(deployment).toContain('toYaml .Values.resources');
    expect(deployment).toContain('preStop:');
    const resources = values.resources as { requests: object; limits: object };
    expect(Object.keys(resources.requests).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(resources.limits)).toContain('memory');
  });

  it('gives the backend time to drain: probes on ready/live, grace beyond preStop + SHUTDOWN_TIMEOUT_MS', () => {
    const deployment = templates.find((t) => t.file === 'deployment.yaml')!.text;
    expect(deployment).toMatch(/readinessProbe:\s+httpGet:\s+path: \/api\/health\/ready/);
    expect(deployment).toMatch(/livenessProbe:\s+httpGet:\s+path: \/api\/health\/live/);
    const env = values.env as Record<string, string>;
    const timeoutMs = envSchema.shape.SHUTDOWN_TIMEOUT_MS.parse(env.SHUTDOWN_TIMEOUT_MS);
    const grace = values.terminationGracePeriodSeconds as number;
    expect(grace).toBeGreaterThan((values.preStopSleepSeconds as number) + timeoutMs / 1000);
  });

  it('ships the same Grafana dashboard as deploy/grafana', () => {
    expect(readFileSync(join(CHART, 'dashboards/ironkeep-dashboard.json'), 'utf8')).toBe(
      readFileSync(join(REPO, 'deploy/grafana/ironkeep-dashboard.json'), 'utf8'),
    );
  });

  it("the init container's command migrates a fresh database and exits 0", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-migrate-'));
    const out = execFileSync(process.execPath, [join(REPO, 'backend/dist/database/migrate.js')], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(out).toContain('Database schema up to date');
    const db = new Database(join(dataDir, 'ironkeep.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT name FROM migrations').all();
    db.close();
    expect(rows).toHaveLength(MIGRATIONS.length);
  });
});

describe('Container images (deploy/docker/Dockerfile, one target per image)', () => {
  const DOCKERFILE = 'deploy/docker/Dockerfile';
  const text = readFileSync(join(REPO, DOCKERFILE), 'utf8');
  const stages = text
    .split(/^(?=FROM )/m)
    .slice(1)
    .map((stage) => {
      const [, from, name] = /^FROM (\S+) AS (\S+)$/m.exec(stage) ?? [];
      return { from, name, text: stage };
    });
  const stage = (name: string) => stages.find((s) => s.name === name)!;
  const TARGETS = ['backend', 'web', 'local-service', 'local-web'];

  it('pins its base images and names every stage', () => {
    const bases = [...text.matchAll(/^ARG (\w+_IMAGE)=(\S+)$/gm)].map((m) => m[1]);
    for (const [, , image] of text.matchAll(/^ARG (\w+_IMAGE)=(\S+)$/gm)) {
      expect(image).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-[\w.-]+)?$/);
    }
    for (const { from, name } of stages) {
      expect({
        name,
        from: bases.includes(from.slice(2, -1)) || stages.some((s) => s.name === from),
      }).toEqual({ name, from: true });
    }
    expect(stages.map((s) => s.name)).toEqual(expect.arrayContaining(TARGETS));
  });

  it.each(TARGETS)('target %s: a non-root user, a HEALTHCHECK, no secrets', (target) => {
    const { text: runtime } = stage(target);
    const user = runtime.match(/^USER (\S+)$/m)?.[1];
    expect(user && !['root', '0'].includes(user)).toBe(true);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toMatch(/^CMD /m);
    // node_modules only from a stage that copies production dependencies, never the dev install.
    for (const [, from] of runtime.matchAll(/^COPY --from=(\S+) /gm)) {
      expect(from).not.toBe('deps');
      if (from.endsWith('-modules')) expect(stage(from).text).toContain('workspace-modules.mjs');
    }
    expect(text).not.toMatch(/^(ENV|ARG) \w*(SECRET|PASSWORD|TOKEN|_KEY)\w*=\S/m);
  });

  it('copies production dependencies only, with the modules npm ci compiled', () => {
    const script = readFileSync(join(REPO, 'deploy/docker/workspace-modules.mjs'), 'utf8');
    expect(script).toContain("'--omit=dev'");
    for (const workspace of ['backend', 'local-service']) {
      expect(stage(`${workspace}-modules`).text).toContain(`workspace-modules.mjs ${workspace}\n`);
      expect(stage(workspace).text).toContain(
        `COPY --from=${workspace}-modules /app/node_modules ./node_modules`,
      );
    }
  });

  // An air-gapped site has an npm and a Debian mirror, not nodejs.org or GitHub (issue 35).
  it('compiles native modules in the image: a toolchain, Node headers from the base image', () => {
    const deps = stage('deps').text;
    expect(deps).toMatch(/apt-get install -y --no-install-recommends python3 make g\+\+/);
    expect(deps).toContain('npm_config_nodedir=/usr/local');
    expect(deps).toContain('npm_config_build_from_source=better-sqlite3');
    expect(deps).toMatch(/^RUN npm ci /m);
  });

  // Compose v1 and the legacy builder read only the root .dockerignore.
  it('has one .dockerignore, at the root, keeping secrets, installs, data and tests out', () => {
    const ignore = readFileSync(join(REPO, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of [
      '.env',
      '**/node_modules',
      '**/dist',
      'data',
      '.git',
      'frontend/e2e',
      'backend/test',
    ]) {
      expect(ignore).toContain(pattern);
    }
    const others = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.dockerignore'],
      { cwd: REPO, encoding: 'utf8' },
    );
    expect(others.split('\n').filter((file) => file && file !== '.dockerignore')).toEqual([]);
  });

  it('compose files build every image from that Dockerfile, with its defaults', () => {
    const ARG_DEFAULTS = Object.fromEntries(
      [...text.matchAll(/^ARG (\w+_IMAGE)=(\S+)$/gm)].map((m) => [m[1], m[2]]),
    );
    const root = load(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8')) as {
      services: Record<
        string,
        { build?: { dockerfile: string; target: string; args: Record<string, string> } }
      >;
    };
    const built = Object.values(root.services).filter((s) => s.build);
    expect(built.map((s) => s.build!.target).sort()).toEqual(['backend', 'local-service', 'web']);
    for (const { build } of built) {
      expect(build!.dockerfile).toBe(DOCKERFILE);
      // The same arguments everywhere, or the shared stages would be built once per image.
      expect(build!.args).toEqual(built[0].build!.args);
      for (const [name, value] of Object.entries(ARG_DEFAULTS)) {
        expect(build!.args[name]).toBe(`\${${name}:-${value}}`);
      }
    }
    const local = load(
      readFileSync(join(REPO, 'deploy/local-edition/docker-compose.build.yml'), 'utf8'),
    ) as typeof root;
    for (const service of Object.values(local.services)) {
      expect(service.build!.dockerfile).toBe(DOCKERFILE);
      expect(TARGETS).toContain(service.build!.target);
    }
  });

  it('compose files pin every third-party image to a version', () => {
    for (const file of ['docker-compose.yml', 'deploy/local-edition/docker-compose.yml']) {
      const text = readFileSync(join(REPO, file), 'utf8');
      for (const [, image] of text.matchAll(/^\s+image: (\S+)$/gm)) {
        if (image.startsWith('${IRONKEEP_IMAGE_PREFIX')) continue;
        expect(image).toMatch(/^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[\w.-]+)?$/);
      }
    }
  });
});

describe('Docker Compose files', () => {
  const compose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  // .ci/run installs docker-compose, so CI always validates; a laptop without it checks YAML only.
  const files = [
    'docker-compose.yml',
    'deploy/local-edition/docker-compose.yml',
    'deploy/local-edition/docker-compose.build.yml',
  ];

  it.each(files)('%s is a valid compose file', (file) => {
    if (compose.status !== 0) {
      expect(load(readFileSync(join(REPO, file), 'utf8'))).toHaveProperty('services');
      return;
    }
    const args =
      file === 'deploy/local-edition/docker-compose.build.yml'
        ? ['-f', 'deploy/local-edition/docker-compose.yml', '-f', file]
        : ['-f', file];
    const result = spawnSync('docker-compose', [...args, 'config', '-q'], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', SESSION_SECRET: 'x'.repeat(32) },
      encoding: 'utf8',
    });
    expect({ file, status: result.status, stderr: result.stderr }).toEqual({
      file,
      status: 0,
      stderr: '',
    });
  });

  // Only the web entry point listens beyond this machine by default (issue 35): the backend
  // trusts its proxy hop, the local service and Ollama have no accounts, Prometheus no sign-in.
  const exposure: [string, string[]][] = [
    ['docker-compose.yml', ['web 8080']],
    ['deploy/local-edition/docker-compose.yml', []],
  ];
  it.each(exposure)('%s publishes nothing beyond loopback but %j', (file, entryPoints) => {
    const services = (load(readFileSync(join(REPO, file), 'utf8')) as ComposeFile).services;
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) {
        const entry = entryPoints.includes(`${name} ${String(port).split(':').pop()}`);
        expect({
          name,
          port,
          loopback: /^(127\.0\.0\.1|\$\{IRONKEEP_BIND:-127\.0\.0\.1\}):/.test(String(port)),
        }).toEqual({ name, port, loopback: !entry });
      }
    }
    if (compose.status !== 0) return;
    expect(publishedAddresses(file, {})).toEqual(
      Object.fromEntries(
        publishedServices(file).map((name) => [
          name,
          entryPoints.some((e) => e.startsWith(`${name} `)) ? 'every interface' : '127.0.0.1',
        ]),
      ),
    );
  });

  it('IRONKEEP_BIND opens the local service, Ollama and Prometheus; never the backend', () => {
    if (compose.status !== 0) return;
    expect(publishedAddresses('docker-compose.yml', { IRONKEEP_BIND: '0.0.0.0' })).toEqual({
      backend: '127.0.0.1',
      'local-service': '0.0.0.0',
      ollama: '0.0.0.0',
      prometheus: '0.0.0.0',
      web: 'every interface',
    });
  });

  // Key rotation (docs/memory.md) needs the new key and the old one(s) in the backend at once.
  it('docker-compose.yml passes MEMORY_ENCRYPTION_KEY and _PREVIOUS_KEYS to the backend', () => {
    const file = load(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8')) as {
      services: { backend: { environment: Record<string, string> } };
    };
    expect(file.services.backend.environment).toMatchObject({
      MEMORY_ENCRYPTION_KEY: '${MEMORY_ENCRYPTION_KEY:-}',
      MEMORY_ENCRYPTION_PREVIOUS_KEYS: '${MEMORY_ENCRYPTION_PREVIOUS_KEYS:-}',
    });
    if (compose.status !== 0) return;
    const resolved = (env: Record<string, string>) => {
      const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
        cwd: REPO,
        env: { PATH: process.env.PATH ?? '', SESSION_SECRET: 'x'.repeat(32), ...env },
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
      const config = load(result.stdout) as typeof file;
      return config.services.backend.environment;
    };
    expect(
      resolved({
        MEMORY_ENCRYPTION_KEY: 'new-key',
        MEMORY_ENCRYPTION_PREVIOUS_KEYS: 'old-1,old-2',
      }),
    ).toMatchObject({
      MEMORY_ENCRYPTION_KEY: 'new-key',
      MEMORY_ENCRYPTION_PREVIOUS_KEYS: 'old-1,old-2',
    });
    // Unset: empty, which the backend reads as "no previous keys".
    expect(resolved({})).toMatchObject({ MEMORY_ENCRYPTION_PREVIOUS_KEYS: '' });
  });
  // A setting the backend reads but compose never hands over cannot be used by a compose install.
  it("docker-compose.yml's stop_grace_period outlasts the backend's SHUTDOWN_TIMEOUT_MS", () => {
    const file = load(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8')) as {
      services: { backend: { stop_grace_period: string; environment: Record<string, string> } };
    };
    const { stop_grace_period: grace, environment } = file.services.backend;
    const seconds = Number(/^(\d+)s$/.exec(grace)?.[1]);
    const timeoutMs = envSchema.shape.SHUTDOWN_TIMEOUT_MS.parse(environment.SHUTDOWN_TIMEOUT_MS);
    expect(seconds * 1000).toBeGreaterThan(timeoutMs);
  });

  it('docker-compose.yml hands the backend every setting it reads, and its defaults parse', () => {
    const file = load(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8')) as {
      services: { backend: { environment: Record<string, string> } };
    };
    // Left out on purpose: baked into the image, or only for tests and benchmarks.
    const notForCompose = [
      'WEB_DIST_DIR', // the image's own build of the site
      'STRIPE_API_BASE', // points the Stripe SDK at the tests' fake Stripe
      'REDIS_PREFIX', // one install per Redis in compose
      'AI_STREAM_HEARTBEAT_MS', // tests shorten it
      'SERVER_HEALTH_INTERVAL_MS', // tests shorten it
      'SERVER_HEALTH_TIMEOUT_MS',
      'SHUTDOWN_TIMEOUT_MS', // bound to compose's stop_grace_period instead (checked below)
    ];
    const missing = Object.keys(envSchema.shape).filter(
      (name) => !(name in file.services.backend.environment) && !notForCompose.includes(name),
    );
    expect(missing).toEqual([]);
    if (compose.status !== 0) return;
    const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', SESSION_SECRET: 'x'.repeat(32) },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const resolved = (load(result.stdout) as typeof file).services.backend.environment;
    expect(() => parseEnv(resolved)).not.toThrow();
  });
});

interface ComposeFile {
  services: Record<string, { ports?: (string | { host_ip?: string })[] }>;
}

function publishedServices(file: string): string[] {
  const { services } = load(readFileSync(join(REPO, file), 'utf8')) as ComposeFile;
  return Object.keys(services).filter((name) => services[name].ports?.length);
}

/** Each service's published address as `docker-compose config` resolves it, every profile on. */
function publishedAddresses(file: string, env: Record<string, string>): Record<string, string> {
  const result = spawnSync(
    'docker-compose',
    ['--profile', 'ollama', '--profile', 'prometheus', '-f', file, 'config'],
    {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', SESSION_SECRET: 'x'.repeat(32), ...env },
      encoding: 'utf8',
    },
  );
  expect(result.stderr).toBe('');
  const addresses: Record<string, string> = {};
  for (const [name, service] of Object.entries((load(result.stdout) as ComposeFile).services)) {
    for (const port of service.ports ?? []) {
      // Compose v1 writes "127.0.0.1:3000:3000/tcp", or an object when no address is given.
      const ip = typeof port === 'string' ? /^(\d+\.\d+\.\d+\.\d+):/.exec(port)?.[1] : port.host_ip;
      addresses[name] = ip ?? 'every interface';
    }
  }
  return addresses;
}
