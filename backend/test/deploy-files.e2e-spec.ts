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

describe('Container images (deploy/docker, deploy/local-edition)', () => {
  const dockerfiles = [
    'deploy/docker/backend.Dockerfile',
    'deploy/docker/local-service.Dockerfile',
    'deploy/docker/web.Dockerfile',
    'deploy/local-edition/web.Dockerfile',
  ];

  it.each(dockerfiles)(
    '%s: pinned bases, non-root, HEALTHCHECK, no dev deps, no secrets',
    (file) => {
      const text = readFileSync(join(REPO, file), 'utf8');
      const runtime = text.slice(text.lastIndexOf('\nFROM '));
      for (const [, image] of text.matchAll(/^ARG \w+_IMAGE=(\S+)$/gm)) {
        expect(image).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-[\w.-]+)?$/);
      }
      const stages = [...text.matchAll(/ AS (\S+)$/gm)].map((m) => m[1]);
      for (const [, from] of text.matchAll(/^FROM (\S+)/gm)) {
        if (from.startsWith('${') || stages.includes(from)) continue;
        expect(from).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-[\w.-]+)?$/);
      }
      const user = runtime.match(/^USER (\S+)$/m)?.[1];
      expect(user && !['root', '0'].includes(user)).toBe(true);
      expect(runtime).toMatch(/^HEALTHCHECK /m);
      for (const [, deps] of text.matchAll(/^RUN npm ci ([^\n]*)$/gm)) {
        // Only a stage that the runtime copies node_modules from must leave dev dependencies out.
        if (
          /AS prod-deps[\s\S]*$/.test(text) &&
          text.indexOf(deps) > text.indexOf('AS prod-deps')
        ) {
          expect(deps).toContain('--omit=dev');
        }
      }
      expect(text).not.toMatch(/^(ENV|ARG) \w*(SECRET|PASSWORD|TOKEN|_KEY)\w*=\S/m);
      const ignore = readFileSync(join(REPO, `${file}.dockerignore`), 'utf8');
      expect(ignore.split('\n')).toEqual(expect.arrayContaining(['.env', '**/node_modules']));
    },
  );

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
