/** What `ironkeep` exits with; scripts and support can rely on these. */
export const ExitCode = {
  OK: 0,
  /** The command ran and something is wrong (a doctor check failed, a pull broke off, ...). */
  FAILURE: 1,
  /** Bad command line or input (unknown option, malformed licence key). */
  USAGE: 2,
  /** `ironkeep status`: the service is not running (the LSB status convention). */
  NOT_RUNNING: 3,
  /** Interrupted with Ctrl-C. */
  INTERRUPTED: 130,
} as const;

/** Ends a command with an exit code and a message for stderr. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = ExitCode.FAILURE,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}
