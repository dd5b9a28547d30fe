import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a throwaway data directory, trust
 * auth, a free port), so a test can stop and start "the" database without disturbing the shared
 * one the other suites use. As root (CI) it runs as the postgres user, as PostgreSQL requires.
 */
export class PrivatePostgres {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'ironkeep-pg-'));
    const pg = new PrivatePostgres(dir, await freePort());
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
      chmodSync(dir, 0o700);
    }
    pg.run('initdb', ['-D', pg.dataDir, '--auth=trust', '-U', 'postgres', '--no-sync']);
    pg.startServer();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  /** A clean stop that disconnects every client at once (`pg_ctl -m fast`), like a failover. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  startServer(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const binary = join(postgresBin(), tool);
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : binary,
      asRoot ? ['-u', 'postgres', '--', binary, ...args] : args,
      {
        stdio: 'pipe',
        cwd: this.dir,
      },
    );
  }
}

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}
