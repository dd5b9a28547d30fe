import { Request, Response } from 'express';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../config/app-config.service';
import { ManualClock } from '../../common/clock/manual-clock';
import { sessionLifetimeMiddleware } from './session.middleware';

const NOW = Date.UTC(2026, 10, 23, 12);

function fakeRequest(authenticatedAt?: number) {
  const regenerate = jest.fn((cb: (err?: unknown) => void) => cb());
  const req = {
    session: { authenticatedAt, lastActiveAt: authenticatedAt, regenerate },
    user: { id: 'u1' },
  };
  return { req: req as unknown as Request, regenerate };
}

describe('sessionLifetimeMiddleware', () => {
  let res: { cookie: jest.Mock; clearCookie: jest.Mock };
  beforeEach(() => {
    res = { cookie: jest.fn(), clearCookie: jest.fn() };
  });
  const run = (req: Request) =>
    new Promise<unknown>((resolve) =>
      sessionLifetimeMiddleware(new ManualClock(NOW), false)(
        req,
        res as unknown as Response,
        resolve,
      ),
    );

  it('keeps a session younger than 12 hours', async () => {
    const { req, regenerate } = fakeRequest(NOW - SESSION_ABSOLUTE_TIMEOUT_MS + 60_000);
    await run(req);
    expect(regenerate).not.toHaveBeenCalled();
    expect(req.user).toBeDefined();
  });

  it('replaces a signed-in session older than 12 hours with an empty one', async () => {
    const { req, regenerate } = fakeRequest(NOW - SESSION_ABSOLUTE_TIMEOUT_MS - 1);
    await run(req);
    expect(regenerate).toHaveBeenCalled();
    expect(req.user).toBeUndefined();
    expect(res.clearCookie).toHaveBeenCalledWith('ironkeep_signed_in', { path: '/' });
  });

  it('records activity, and renews the signed-in hint cookie, at most once a minute', async () => {
    const { req } = fakeRequest(NOW - 5 * 60_000);
    await run(req);
    expect(req.session.lastActiveAt).toBe(NOW);
    expect(res.cookie).toHaveBeenCalledWith('ironkeep_signed_in', '1', expect.any(Object));
    res.cookie.mockClear();
    await run(req);
    expect(res.cookie).not.toHaveBeenCalled();
  });
});
