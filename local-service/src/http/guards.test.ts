import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Request, Response } from 'express';
import { isLoopbackAddress, localAdminOnly } from './guards';
import type { ServiceError } from './service-error';

/** What localAdminOnly passes on for a request from `remoteAddress` with these headers. */
function admitted(remoteAddress: string | undefined, headers: Record<string, string> = {}) {
  let passed: unknown = 'not called';
  const req = { socket: { remoteAddress }, headers } as unknown as Request;
  localAdminOnly()(req, {} as Response, (error?: unknown) => (passed = error));
  return passed as ServiceError | undefined;
}

describe('operator routes guard (localAdminOnly)', () => {
  it('knows loopback peers: 127/8, ::1 and IPv4-mapped loopback', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      assert.equal(isLoopbackAddress(address), true, address);
    }
    for (const address of [
      '192.0.2.10',
      '::ffff:172.17.0.1',
      'fd00::2',
      '1270.0.0.1',
      '',
      undefined,
    ]) {
      assert.equal(isLoopbackAddress(address), false, String(address));
    }
  });

  it('lets a loopback peer without an Origin through', () => {
    assert.equal(admitted('127.0.0.1'), undefined);
    assert.equal(admitted('::1'), undefined);
  });

  it('refuses another machine (a container port published to the LAN) with 403 LOCAL_ADMIN_ONLY', () => {
    const error = admitted('::ffff:172.17.0.1');
    assert.equal(error?.statusCode, 403);
    assert.equal(error?.code, 'LOCAL_ADMIN_ONLY');
    assert.match(
      error?.message ?? '',
      /docker compose exec local-service ironkeep license devices/,
    );
  });

  it('refuses a web page on this machine (Origin header) with 403 LOCAL_ADMIN_ONLY', () => {
    const error = admitted('127.0.0.1', { origin: 'http://localhost:3001' });
    assert.equal(error?.statusCode, 403);
    assert.equal(error?.code, 'LOCAL_ADMIN_ONLY');
  });
});
