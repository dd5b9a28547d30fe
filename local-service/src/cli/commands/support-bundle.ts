import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { arch, cpus, platform, release, tmpdir, totalmem, freemem } from 'node:os';
import { join, resolve } from 'node:path';
import * as tar from 'tar';
import { readPackageVersion } from '../../config';
import { runDoctorChecks } from '../doctor/doctor-checks';
import { ExitCode } from '../exit-codes';
import { out } from '../output';
import { runningPid, tailLog } from '../process-control';
import { redactConfig, redactEnv, redactText } from '../redact';
import { serviceUrl, type Settings } from '../settings';
import { formatReport } from './doctor';
import { fetchHealth } from '../service-health';

/** How much of the service log goes into a bundle. */
export const BUNDLE_LOG_LINES = 2000;

const README = `IronKeep support bundle

versions.json    ironkeep, Node.js and operating system versions, CPU and memory
config.json      the CLI configuration; the license key and API keys are redacted
environment.json service settings from the environment; secrets only as [REDACTED]
doctor.txt/json  the output of \`ironkeep doctor\`
status.json      whether the service runs and its /health answer
logs/            the last ${BUNDLE_LOG_LINES} lines of each service log, with secrets redacted

No conversation contents are included.
`;

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** `ironkeep support-bundle`: one .tar.gz to attach to a support ticket. */
export async function supportBundleCommand(
  settings: Settings,
  options: { output?: string },
): Promise<number> {
  const now = new Date();
  const name = `ironkeep-support-${stamp(now)}`;
  const output = resolve(options.output ?? `${name}.tar.gz`);
  const secrets = [
    settings.service.licenseKey,
    settings.service.openaiApiKey,
    settings.file?.licenseKey,
    settings.file?.openaiApiKey,
  ];
  const work = mkdtempSync(join(tmpdir(), 'ironkeep-bundle-'));
  const dir = join(work, name);
  try {
    mkdirSync(join(dir, 'logs'), { recursive: true });
    const write = (file: string, content: string) =>
      writeFileSync(join(dir, file), redactText(content, secrets));
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const checks = await runDoctorChecks(settings, now);
    const health = await fetchHealth(serviceUrl(settings));
    write('README.txt', README);
    write(
      'versions.json',
      json({
        ironkeep: readPackageVersion(),
        node: process.versions.node,
        platform: platform(),
        release: release(),
        arch: arch(),
        cpus: cpus().length,
        totalMemoryBytes: totalmem(),
        freeMemoryBytes: freemem(),
        createdAt: now.toISOString(),
      }),
    );
    write(
      'config.json',
      json({ file: settings.home.configFile, config: redactConfig(settings.file) }),
    );
    write('environment.json', json(redactEnv(settings.env)));
    write('doctor.txt', `${formatReport(checks)}\n`);
    write('doctor.json', json(checks));
    write(
      'status.json',
      json({
        pid: runningPid(settings.home) ?? null,
        url: serviceUrl(settings),
        health: health ?? null,
      }),
    );
    for (const log of [settings.home.logFile, `${settings.home.logFile}.1`]) {
      const text = tailLog(log, BUNDLE_LOG_LINES);
      if (text)
        write(join('logs', log.endsWith('.1') ? 'service.log.1' : 'service.log'), `${text}\n`);
    }
    await tar.create({ gzip: true, file: output, cwd: work, portable: true }, [name]);
    chmodSync(output, 0o600);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  out(`Support bundle written to ${output}`);
  out('Secrets (license key, API keys) are redacted. Attach it to your support ticket.');
  return ExitCode.OK;
}
