import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { CliFailure, ExitCode } from '../exit-codes';
import { err, out } from '../output';
import {
  isAlive,
  removePid,
  rotateLog,
  runningPid,
  sleep,
  tailLog,
  waitFor,
  writePid,
} from '../process-control';
import { describeHealth, fetchHealth } from '../service-health';
import { serviceUrl, type Settings } from '../settings';

const SERVER_JS = join(__dirname, '..', '..', 'server.js');

export async function startCommand(
  settings: Settings,
  options: { foreground?: boolean; wait: number },
): Promise<number> {
  const { home } = settings;
  const url = serviceUrl(settings);
  if (options.foreground) {
    // Runs the service in this process (Docker, systemd); it stops on SIGTERM / Ctrl-C.
    await (await import('../../server')).main(settings.env);
    return ExitCode.OK;
  }
  const running = runningPid(home);
  if (running !== undefined) {
    out(`The IronKeep local service is already running (pid ${running}) at ${url}.`);
    return ExitCode.OK;
  }
  mkdirSync(home.logDir, { recursive: true, mode: 0o700 });
  rotateLog(home);
  const log = openSync(home.logFile, 'a', 0o600);
  const child = spawn(process.execPath, [SERVER_JS], {
    detached: true,
    stdio: ['ignore', log, log],
    env: settings.env,
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new CliFailure('Could not start the service process.');
  writePid(home, pid);
  child.unref();

  let exited = false;
  child.once('exit', () => (exited = true));
  const healthy = await waitFor(
    async () => exited || (await fetchHealth(url)) !== undefined,
    options.wait * 1000,
  );
  if (exited || !healthy) {
    if (!exited && isAlive(pid)) process.kill(pid, 'SIGTERM');
    removePid(home);
    const reason = exited ? 'stopped during start-up' : `did not answer within ${options.wait} s`;
    throw new CliFailure(
      `The IronKeep local service ${reason}. Last lines of ${home.logFile}:\n${tailLog(home.logFile, 10)}\nRun \`ironkeep doctor\` to find the cause.`,
    );
  }
  const health = await fetchHealth(url);
  out(`IronKeep local service started (pid ${pid}).`);
  out(`Chat API:      ${url}`);
  if (settings.service.webDir)
    out(`Web interface: http://localhost:${settings.service.webPort}/local-chat`);
  if (health) describeHealth(health).forEach((line) => out(line));
  out(`Logs:          ${home.logFile}`);
  if (health && health.status !== 'ok')
    err(
      'Warning: chat will not answer until the model runtime and model are ready. Run `ironkeep doctor`.',
    );
  return ExitCode.OK;
}

export async function stopCommand(
  settings: Settings,
  options: { timeout: number },
): Promise<number> {
  const { home } = settings;
  const pid = runningPid(home);
  if (pid === undefined) {
    removePid(home);
    out('The IronKeep local service is not running.');
    return ExitCode.OK;
  }
  process.kill(pid, 'SIGTERM');
  if (!(await waitFor(() => !isAlive(pid), options.timeout * 1000))) {
    process.kill(pid, 'SIGKILL');
    await sleep(200);
  }
  removePid(home);
  out(`Stopped the IronKeep local service (pid ${pid}).`);
  return ExitCode.OK;
}

export async function statusCommand(
  settings: Settings,
  options: { json?: boolean },
): Promise<number> {
  const { home } = settings;
  const url = serviceUrl(settings);
  const pid = runningPid(home);
  const health = await fetchHealth(url);
  if (options.json) {
    out(
      JSON.stringify(
        {
          running: pid !== undefined || health !== undefined,
          pid: pid ?? null,
          url,
          health: health ?? null,
        },
        null,
        2,
      ),
    );
  } else if (pid === undefined && health === undefined) {
    out('The IronKeep local service is not running. Start it with `ironkeep start`.');
  } else if (health === undefined) {
    out(
      `The IronKeep local service is running (pid ${pid}) but does not answer at ${url}. See ${home.logFile}.`,
    );
  } else {
    const who = pid === undefined ? 'not started by this CLI' : `pid ${pid}`;
    out(
      `IronKeep local service: running (${who}) at ${url}, version ${health.version}, ${health.status}`,
    );
    describeHealth(health).forEach((line) => out(line));
  }
  if (health) return ExitCode.OK;
  return pid === undefined ? ExitCode.NOT_RUNNING : ExitCode.FAILURE;
}
