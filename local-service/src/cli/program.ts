import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readPackageVersion } from '../config';
import { cliHome } from './cli-home';
import { doctorCommand } from './commands/doctor';
import { initCommand, type InitOptions } from './commands/init';
import { deviceIdArgument, licenseDevicesCommand, licenseReleaseCommand } from './commands/license';
import { pullCommand } from './commands/pull';
import { startCommand, statusCommand, stopCommand } from './commands/service';
import { supportBundleCommand } from './commands/support-bundle';
import { CliFailure, ExitCode } from './exit-codes';
import { err } from './output';
import { loadSettings } from './settings';

const EPILOG = `
Exit codes: 0 ok, 1 something is wrong (see the message), 2 bad command line or input,
3 \`status\`: the service is not running, 130 interrupted.

Files: $IRONKEEP_HOME (default ~/.ironkeep) holds config.json, ironkeep.pid, logs/ and data/.
Settings in the environment (LOCAL_SERVICE_PORT, OLLAMA_URL, MODEL_NAME, ...) override config.json.
Docs: docs/local-edition.md`;

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('a number of seconds above 0');
  return n;
}

/** Builds the `ironkeep` command tree; `run` receives each command's exit code. */
export function buildProgram(run: (code: Promise<number>) => void): Command {
  const program = new Command('ironkeep')
    .description('IronKeep Local: private chat on this machine, with your own model runtime.')
    .version(readPackageVersion(), '-v, --version')
    .option('--home <dir>', 'configuration folder (default $IRONKEEP_HOME or ~/.ironkeep)')
    .addHelpText('after', EPILOG)
    .showHelpAfterError('(run with --help for usage)');

  const home = () => {
    const dir = program.opts<{ home?: string }>().home;
    return cliHome(dir ? { ...process.env, IRONKEEP_HOME: dir } : process.env);
  };
  const settings = () => loadSettings(home());

  program
    .command('init')
    .description('set up the license key, model runtime, model and ports (a wizard on a terminal)')
    .option('--license-key <key>', 'license key from your IronKeep account ("" removes it)')
    .addOption(new Option('--runtime <kind>', 'model runtime').choices(['ollama', 'openai']))
    .option('--ollama-url <url>', 'Ollama address (default http://localhost:11434)')
    .option(
      '--openai-base-url <url>',
      'OpenAI-compatible address with /v1 (default http://localhost:8000/v1)',
    )
    .option('--openai-api-key <key>', 'API key of the OpenAI-compatible server')
    .option('--model <name>', 'model name (default mistral:7b)')
    .option('--port <n>', 'chat service port (default 8080)')
    .option('--web-port <n>', 'web interface port (default 3001)')
    .option('--public-key <file|pem>', 'IronKeep license public key (PEM file or text)')
    .option(
      '--cors-origins <origins>',
      'web sites besides this machine\'s that may use the service, e.g. https://ironkeep.example.com ("" removes them)',
    )
    .option('-y, --yes', 'no questions: use the flags, the current config and the defaults')
    .action((options: InitOptions) => run(initCommand(home(), options)));

  program
    .command('doctor')
    .description(
      'check Node.js, ports, model runtime, model, license and hardware; exit 1 on a failure',
    )
    .option('--json', 'print the checks as JSON')
    .action((options: { json?: boolean }) => run(doctorCommand(settings(), options)));

  program
    .command('start')
    .description(
      'start the chat service in the background (pid file and log under the config folder)',
    )
    .option('--foreground', 'run in this terminal instead (for Docker or systemd)')
    .option('--wait <seconds>', 'how long to wait for the service to answer', seconds, 30)
    .action((options: { foreground?: boolean; wait: number }) =>
      run(startCommand(settings(), options)),
    );

  program
    .command('stop')
    .description('stop the background service')
    .option(
      '--timeout <seconds>',
      'how long to wait before forcing it (the service lets requests finish for up to SHUTDOWN_TIMEOUT_MS, 25 s)',
      seconds,
      30,
    )
    .action((options: { timeout: number }) => run(stopCommand(settings(), options)));

  program
    .command('status')
    .description(
      'is the service running, and is its runtime, model, memory and license ok (exit 3: not running)',
    )
    .option('--json', 'print the status as JSON')
    .action((options: { json?: boolean }) => run(statusCommand(settings(), options)));

  program
    .command('pull')
    .description('download a model into Ollama with a progress bar (run it again to resume)')
    .argument('[model]', 'model name (default: the configured model)')
    .action((model: string | undefined) => run(pullCommand(settings(), model)));

  program
    .command('support-bundle')
    .description(
      'write one .tar.gz for a support ticket: versions, redacted config, doctor output, logs',
    )
    .option('-o, --output <file>', 'where to write it (default ./ironkeep-support-<time>.tar.gz)')
    .action((options: { output?: string }) => run(supportBundleCommand(settings(), options)));

  const license = program
    .command('license')
    .description('license devices: list them, release the seat of a replaced machine');
  license
    .command('devices')
    .description('list the devices recorded per license (id, license, fingerprint hash, seen)')
    .option('--json', 'print the devices as JSON')
    .action((options: { json?: boolean }) => run(licenseDevicesCommand(settings(), options)));
  license
    .command('release')
    .description("free a device's seat so another device can use the license")
    .argument('<deviceId>', 'the ID that `ironkeep license devices` shows', deviceIdArgument)
    .action((deviceId: string) => run(licenseReleaseCommand(settings(), deviceId)));

  const everyCommand = (command: Command): Command[] => [
    command,
    ...command.commands.flatMap(everyCommand),
  ];
  for (const command of everyCommand(program)) {
    command.exitOverride();
    if (command !== program) command.addHelpText('after', EPILOG);
  }
  return program;
}

/** Runs one invocation; resolves to the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  let pending: Promise<number> | undefined;
  const program = buildProgram((code) => (pending = code));
  try {
    await program.parseAsync(argv, { from: 'user' });
    if (!pending) {
      program.outputHelp();
      return ExitCode.OK;
    }
    return await pending;
  } catch (error) {
    if (error instanceof CommanderError) {
      const done = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(
        error.code,
      );
      return done ? ExitCode.OK : ExitCode.USAGE;
    }
    if (error instanceof CliFailure) {
      err(error.message);
      return error.exitCode;
    }
    err(
      `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return ExitCode.FAILURE;
  }
}
