import { AuthorizationResponseError, ResponseBodyError } from 'openid-client';
import { SsoError } from '../sso-failure';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/** Whether an error (or one it was caused by) is the provider being unreachable or too slow. */
function isUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; depth += 1) {
    const { name, code, message, cause } = e as {
      name?: string;
      code?: string;
      message?: string;
      cause?: unknown;
    };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (code && NETWORK_CODES.has(code)) return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    e = cause;
  }
  return false;
}

/** Sorts an openid-client failure into what the sign-in screen says. */
export function toSsoError(err: unknown): SsoError {
  if (err instanceof SsoError) return err;
  if (err instanceof AuthorizationResponseError) {
    return new SsoError('sso_denied', `provider answered ${err.error}`);
  }
  if (err instanceof ResponseBodyError) {
    return err.status >= 500
      ? new SsoError('sso_unavailable', `provider answered ${err.status}`)
      : new SsoError('sso_failed', `provider refused: ${err.error}`);
  }
  if (isUnreachable(err)) return new SsoError('sso_unavailable', 'provider unreachable');
  const { code, message } = err as { code?: string; message?: string };
  return new SsoError('sso_failed', `${code ?? 'error'}: ${message ?? String(err)}`);
}
