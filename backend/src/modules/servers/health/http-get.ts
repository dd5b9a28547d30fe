import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { AddressPolicy } from '../network/address-policy';

export type HttpResult =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: string }
  | { kind: 'error'; code: string; message: string };

export interface HttpGetOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Where the check may connect (servers/network/address-policy.ts). */
  policy: AddressPolicy;
  /** The server's API key, sent as Authorization: Bearer. */
  apiKey?: string | null;
}

/**
 * One GET with a hard deadline (connect, headers and body together) and a size cap. Redirects are
 * returned as they are, never followed: the caller decides (see probe.ts).
 */
export function httpGet(url: URL, options: HttpGetOptions): Promise<HttpResult> {
  const { timeoutMs, maxBytes, policy } = options;
  const refused = policy.hostProblem(url.hostname);
  if (refused) return Promise.resolve({ kind: 'error', code: 'EBLOCKED', message: refused });
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': 'IronKeep-HealthCheck/1.0',
  };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
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
        lookup: policy.lookup,
        headers,
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
