import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's rsyslogd as the audit trail's syslog collector, with a throwaway configuration: one
 * imtcp input on a free port (RFC 6587 octet counting is on by default) writing each message's
 * raw text to a file. Install: apt-get install -y --no-install-recommends rsyslog.
 */
export class Rsyslog {
  readonly dir = mkdtempSync(join(tmpdir(), 'ironkeep-rsyslog-'));
  readonly output = join(this.dir, 'received.log');
  private process: ChildProcess | null = null;

  constructor(readonly port: number) {
    if (!existsSync('/usr/sbin/rsyslogd')) {
      throw new Error('rsyslogd is missing: apt-get install -y --no-install-recommends rsyslog');
    }
    writeFileSync(
      join(this.dir, 'rsyslog.conf'),
      [
        `global(workDirectory="${this.dir}")`,
        'module(load="imtcp")',
        'template(name="raw" type="string" string="%rawmsg%\\n")',
        `input(type="imtcp" port="${port}" ruleset="audit")`,
        'ruleset(name="audit") {',
        `  action(type="omfile" file="${this.output}" template="raw" flushOnTXEnd="on" asyncWriting="off")`,
        '}',
      ].join('\n'),
    );
  }

  /** Starts rsyslogd in the foreground and waits until it accepts connections. */
  async start(): Promise<void> {
    this.process = spawn(
      '/usr/sbin/rsyslogd',
      ['-n', '-f', join(this.dir, 'rsyslog.conf'), '-i', join(this.dir, 'rsyslogd.pid')],
      { stdio: 'ignore' },
    );
    // A failed suite must not be kept alive by the collector it forgot to stop.
    this.process.unref();
    await waitFor(() => canConnect(this.port), 'rsyslogd to listen');
  }

  /** SIGTERM, as a service stop does; resolves when the process has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** The audit entry ids in the received messages, in arrival order. */
  receivedIds(): number[] {
    if (!existsSync(this.output)) return [];
    return [...readFileSync(this.output, 'utf8').matchAll(/\[ironkeep@32473 id="(\d+)"/g)].map(
      (m) => Number(m[1]),
    );
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` every 100 ms until it holds (the suite's timeout bounds the wait). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
