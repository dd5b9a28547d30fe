import { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';

/**
 * Whether the visitor's request arrived over HTTPS: on a TLS socket, or, behind a proxy the
 * operator trusts (TRUST_PROXY), with `X-Forwarded-Proto: https` from that proxy. Decides HSTS
 * and the Secure flag of cookies, so the same build works over https:// and plain http://.
 */
export function isHttpsRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = Array.isArray(proto) ? proto[0] : proto;
  return typeof first === 'string' && first.split(',')[0].trim().toLowerCase() === 'https';
}

/** The path of a raw request's URL, without the query string. */
export function requestPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
