import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * A redis-server of the test's own on a free port, so a test can stop and restart "the" Redis
 * without disturbing anything else on the machine. Needs redis-server on PATH (CI installs it).
 */
export class PrivateRedis {
  private process?: ChildProcess;

  private constructor(
    readonly port: number,
    /** An append-only file that survives a kill (fsync on every write), or nothing on disk. */
    private readonly persistDir?: string,
  ) {}

  static async start(options: { persistent?: boolean } = {}): Promise<PrivateRedis> {
    const dir = options.persistent ? mkdtempSync(join(tmpdir(), 'ironkeep-redis-')) : undefined;
    const redis = new PrivateRedis(await freePort(), dir);
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    const storage = this.persistDir
      ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.persistDir]
      : ['--appendonly', 'no'];
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...storage],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  }

  /** SIGKILL: an outage, not a graceful shutdown. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
