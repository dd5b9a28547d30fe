import { readFileSync } from 'node:fs';
import { connect as tcpConnect, Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface SyslogTarget {
  protocol: 'tcp' | 'tls';
  host: string;
  port: number;
  caFile?: string;
}

const CONNECT_TIMEOUT_MS = 5000;
const WRITE_TIMEOUT_MS = 10_000;

/**
 * One long-lived TCP or TLS connection to the collector, opened on first use and again after
 * the collector closed it or an error. A collector that shuts down closes its side; the socket
 * then ends (allowHalfOpen off), so the next send reconnects instead of writing into a
 * connection nobody reads.
 */
export class SyslogConnection {
  private socket: Socket | null = null;
  private readonly ca?: Buffer;

  constructor(private readonly target: SyslogTarget) {
    this.ca = target.caFile ? readFileSync(target.caFile) : undefined;
  }

  /** Resolves once the data is handed to the operating system; rejects on any error. */
  async send(data: string): Promise<void> {
    const socket = await this.open();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('syslog write timed out')), WRITE_TIMEOUT_MS);
      socket.write(data, 'utf8', (err) => {
        clearTimeout(timer);
        if (err) reject(err);
        else resolve();
      });
    }).catch((err: unknown) => {
      this.close();
      throw err;
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Promise<Socket> {
    if (this.socket && !this.socket.destroyed && this.socket.writable) {
      return Promise.resolve(this.socket);
    }
    this.close();
    const { host, port } = this.target;
    return new Promise<Socket>((resolve, reject) => {
      const ready = this.target.protocol === 'tls' ? 'secureConnect' : 'connect';
      const socket =
        this.target.protocol === 'tls'
          ? tlsConnect({ host, port, ca: this.ca, servername: isIp(host) ? undefined : host })
          : tcpConnect({ host, port });
      const timer = setTimeout(
        () => socket.destroy(new Error('syslog connect timed out')),
        CONNECT_TIMEOUT_MS,
      );
      socket.once(ready, () => {
        clearTimeout(timer);
        this.socket = socket;
        resolve(socket);
      });
      socket.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      // The collector sends nothing; its end of the stream means it went away.
      socket.on('data', () => undefined);
      socket.on('end', () => socket.destroy());
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        if (this.socket === socket) this.socket = null;
      });
    });
  }
}

function isIp(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}
