import { readPackageVersion } from '../../config';
import type { CheckResult } from '../doctor/check';
import { runDoctorChecks } from '../doctor/doctor-checks';
import { ExitCode } from '../exit-codes';
import { out, paint } from '../output';
import type { Settings } from '../settings';

const LABELS = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;
const STYLES = { pass: 'green', warn: 'yellow', fail: 'red' } as const;

/** One line per check ("PASS  Node.js        v20.20.2 ...") plus an indented fix line. */
export function formatReport(results: CheckResult[], color = false): string {
  const width = Math.max(...results.map((r) => r.name.length)) + 2;
  const lines = results.flatMap((r) => {
    const label = color ? paint(STYLES[r.status], LABELS[r.status]) : LABELS[r.status];
    const line = `${label}  ${r.name.padEnd(width)}${r.detail}`;
    return r.fix && r.status !== 'pass' ? [line, `      fix: ${r.fix}`] : [line];
  });
  const count = (status: CheckResult['status']) =>
    results.filter((r) => r.status === status).length;
  const warnings = count('warn');
  lines.push(
    '',
    `${count('pass')} passed, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, ${count('fail')} failed`,
  );
  return lines.join('\n');
}

export function doctorExitCode(results: CheckResult[]): number {
  return results.some((r) => r.status === 'fail') ? ExitCode.FAILURE : ExitCode.OK;
}

export async function doctorCommand(
  settings: Settings,
  options: { json?: boolean },
): Promise<number> {
  const results = await runDoctorChecks(settings);
  if (options.json) {
    out(JSON.stringify({ version: readPackageVersion(), checks: results }, null, 2));
  } else {
    out(`IronKeep doctor (ironkeep ${readPackageVersion()})\n`);
    out(formatReport(results, Boolean(process.stdout.isTTY) && !process.env.NO_COLOR));
  }
  return doctorExitCode(results);
}
