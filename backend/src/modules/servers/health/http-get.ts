import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, LookupFunction } from 'node:net';

/**
 * Addresses a health check never connects to, whatever the DNS says: link-local (cloud metadata
 * services live at 169.254.169.254), "this host" and multicast. Private and loopback ranges stay
 * allowed: customers' model servers live on their own networks (docs/organizations-and-billing.md).
 */
const BLOCKED = new BlockList();
BLOCKED.addSubnet('169.254.0.0', 16, 'ipv4');
BLOCKED.addSubnet('0.0.0.0', 8, 'ipv4');
BLOCKED.addSubnet('224.0.0.0', 4, 'ipv4');
BLOCKED.addAddress('255.255.255.255', 'ipv4');
BLOCKED.addSubnet('fe80::', 10, 'ipv6');
BLOCKED.addSubnet('ff00::', 8, 'ipv6');
BLOCKED.addAddress('::', 'ipv6');

export const BLOCKED_ADDRESS_REASON =
  'Link-local, multicast and unspecified addresses (such as 169.254.169.254) are not checked';

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return BLOCKED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

function blockedError(): NodeJS.ErrnoException {
  return Object.assign(new Error(BLOCKED_ADDRESS_REASON), { code: 'EBLOCKED' });
}

/** dns.lookup that refuses blocked addresses, so a name cannot resolve its way around the rule. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.some((a) => isBlockedAddress(a.address))) return callback(blockedError(), '', 0);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

export type HttpResult =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: string }
  | { kind: 'error'; code: string; message: string };

export interface HttpGetOptions {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * One GET with a hard deadline (connect, headers and body together) and a size cap. Redirects are
 * returned as they are, never followed: the caller decides (see probe.ts).
 */
export function httpGet(url: URL, { timeoutMs, maxBytes }: HttpGetOptions): Promise<HttpResult> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isBlockedAddress(host)) {
    return Promise.resolve({ kind: 'error', code: 'EBLOCKED', message: BLOCKED_ADDRESS_REASON });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: HttpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const req = send(
      url,
      {
        method: 'GET',
        lookup: guardedLookup,
        headers: { Accept: 'application/json', 'User-Agent': 'IronKeep-HealthCheck/1.0' },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            finish({ kind: 'error', code: 'ETOOBIG', message: 'The answer was too large' });
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          finish({
            kind: 'response',
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (err) => finish(toError(err)));
      },
    );
    const deadline = setTimeout(() => {
      finish({
        kind: 'error',
        code: 'ETIMEDOUT',
        message: `No answer within ${timeoutMs / 1000} s`,
      });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish(toError(err)));
    req.end();
  });
}

function toError(err: Error & { code?: string }): HttpResult {
  return { kind: 'error', code: err.code ?? 'EUNKNOWN', message: err.message };
}
