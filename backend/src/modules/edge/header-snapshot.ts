import { HeaderMiddleware } from '../../common/security/security-headers';

export type HeaderList = [name: string, value: string][];

/**
 * Runs header-only middleware (helmet and friends) once against a stand-in request and records
 * what it sets, so the edge can send the very same headers without running it per request.
 */
export function snapshotHeaders(handlers: HeaderMiddleware[], secure: boolean): HeaderList {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | string[]) =>
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  const req = { secure, headers: {}, method: 'GET', url: '/' };
  for (const handler of handlers) {
    let called = false;
    handler(req as never, res as never, () => (called = true));
    if (!called) throw new Error('A header middleware did not call next() synchronously');
  }
  return [...headers];
}
