// One compose project of the drill: its own project name (so nothing else is touched), its own
// files, and an environment holding only what Docker needs plus the drill's settings, so the
// caller's shell (a LOCAL_SERVICE_PORT of their own) cannot change what is tested.
import { check, fail, note } from './log.mjs';
import { docker, must, run } from './shell.mjs';

const PASSED_THROUGH = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_CONFIG', 'DOCKER_CERT_PATH'];

/** `docker compose` (v2) when it answers, else `docker-compose` (v1); COMPOSE overrides. */
export async function findCompose() {
  if (process.env.COMPOSE) return process.env.COMPOSE.split(' ');
  if ((await run('docker', ['compose', 'version'])).code === 0) return ['docker', 'compose'];
  if ((await run('docker-compose', ['version'])).code === 0) return ['docker-compose'];
  fail('Neither `docker compose` (Compose v2) nor `docker-compose` (v1) is installed.');
}

export class ComposeProject {
  /**
   * `files` relative to `dir`; `profiles` the compose profiles switched on (`--profile`); `env`
   * the settings compose interpolates besides dir/.env.
   */
  constructor({ command, dir, name, files, profiles = [], env = {}, logFile }) {
    Object.assign(this, { command, dir, name, files, profiles, logFile });
    const inherited = PASSED_THROUGH.filter((key) => process.env[key] !== undefined);
    this.env = { ...Object.fromEntries(inherited.map((key) => [key, process.env[key]])), ...env };
  }

  /** A compose command in this project; a failure ends the drill. */
  compose(what, args, options = {}) {
    const [program, ...first] = this.command;
    const files = [
      ...this.files.flatMap((file) => ['-f', file]),
      ...this.profiles.flatMap((profile) => ['--profile', profile]),
    ];
    return must(what, program, [...first, '-p', this.name, ...files, ...args], {
      cwd: this.dir,
      env: this.env,
      logFile: this.logFile,
      ...options,
    });
  }

  /** Every container of the project (stopped ones too), as docker inspect describes them. */
  async containers() {
    const ids = (
      await docker('listing containers', [
        'ps',
        '-aq',
        '--filter',
        `label=com.docker.compose.project=${this.name}`,
      ])
    )
      .split('\n')
      .filter(Boolean);
    if (ids.length === 0) return [];
    return JSON.parse(await docker('inspecting containers', ['inspect', ...ids])).map((c) => ({
      id: c.Id,
      service: c.Config.Labels['com.docker.compose.service'],
      status: c.State.Status,
      exitCode: c.State.ExitCode,
      health: c.State.Health?.Status,
      ports: Object.entries(c.NetworkSettings.Ports ?? {}).flatMap(([port, bindings]) =>
        (bindings ?? []).map((b) => ({ port, hostIp: b.HostIp, hostPort: b.HostPort })),
      ),
    }));
  }

  async container(service) {
    const found = (await this.containers()).find((c) => c.service === service);
    check(found, `no container for service "${service}" in project ${this.name}`);
    return found;
  }

  /**
   * Waits until every service in `healthy` is running and healthy and every one in `completed`
   * has exited 0. An unhealthy or stopped service ends the drill with its last log lines.
   */
  async waitFor({ healthy = [], completed = [] }, timeoutMs = 300_000) {
    const deadline = Date.now() + timeoutMs;
    let waitingFor = [...healthy, ...completed];
    while (waitingFor.length > 0) {
      const containers = await this.containers();
      waitingFor = [];
      for (const service of [...healthy, ...completed]) {
        const c = containers.find((item) => item.service === service);
        const oneShot = completed.includes(service);
        if (c && oneShot && c.status === 'exited' && c.exitCode === 0) continue;
        if (c && !oneShot && c.status === 'running' && c.health === 'healthy') continue;
        const broken = c && (c.health === 'unhealthy' || ['exited', 'dead'].includes(c.status));
        if (broken)
          await this.failWithLogs(
            service,
            `${service} is ${c.health ?? c.status} (exit ${c.exitCode})`,
          );
        waitingFor.push(`${service} (${c ? (c.health ?? c.status) : 'no container'})`);
      }
      if (waitingFor.length === 0) break;
      if (Date.now() > deadline) {
        await this.failWithLogs(
          waitingFor[0].split(' ')[0],
          `still waiting for ${waitingFor.join(', ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    note(
      `healthy: ${healthy.join(', ')}${completed.length ? `; done: ${completed.join(', ')}` : ''}`,
    );
  }

  async failWithLogs(service, message) {
    const [program, ...first] = this.command;
    const files = [
      ...this.files.flatMap((file) => ['-f', file]),
      ...this.profiles.flatMap((profile) => ['--profile', profile]),
    ];
    const { output } = await run(
      program,
      [...first, '-p', this.name, ...files, 'logs', '--no-color', '--tail', '40', service],
      {
        cwd: this.dir,
        env: this.env,
      },
    );
    fail(
      `${message}\n    last log lines of ${service}:\n      ${output.trim().split('\n').join('\n      ')}`,
    );
  }

  /** The named volumes this project owns. */
  async volumes() {
    const out = await docker('listing volumes', [
      'volume',
      'ls',
      '-q',
      '--filter',
      `label=com.docker.compose.project=${this.name}`,
    ]);
    return out.split('\n').filter(Boolean);
  }
}
