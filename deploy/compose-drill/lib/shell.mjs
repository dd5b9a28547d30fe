// Child processes for the drill: docker, compose and git, with their output kept for the log.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fail } from './log.mjs';

/**
 * Runs a command to its end. Resolves { code, output } (stdout and stderr together, as a reader
 * would see them); `logFile` receives everything as it comes, `show` prints the lines it matches
 * unless the next line says they came from the build cache (a cached step takes no time).
 */
export function run(command, args, { cwd, env, logFile, show } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let partial = '';
    let held;
    const started = Date.now();
    // Each shown line with the seconds since the command started: where a slow build went.
    const print = () => {
      const at = `${Math.round((Date.now() - started) / 1000)} s`.padStart(6);
      if (held) console.log(`    ${at}  ${held.trim().slice(0, 140)}`);
    };
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (logFile) appendFileSync(logFile, text);
      if (!show) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines.filter((l) => l.trim())) {
        if (!/Using cache|CACHED/.test(line)) print();
        held = show.test(line) ? line : undefined;
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (err) => resolve({ code: -1, output: `${output}${err.message}\n` }));
    child.on('close', (code) => {
      print();
      resolve({ code, output });
    });
  });
}

/** Like run, but a failure ends the drill with the command's last lines. */
export async function must(what, command, args, options = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = result.output.trim().split('\n').slice(-40).join('\n      ');
    const log = options.logFile ? `\n    whole output: ${options.logFile}` : '';
    fail(
      `${what} failed (${command} ${args.join(' ')}: exit ${result.code}):\n      ${tail}${log}`,
    );
  }
  return result.output;
}

export const docker = (what, args, options) => must(what, 'docker', args, options);
