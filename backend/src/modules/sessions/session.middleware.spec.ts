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
  const run = (req: Request) =>
    new Promise<unknown>((resolve) =>
      sessionLifetimeMiddleware(new ManualClock(NOW))(req, {} as Response, resolve),
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
  });

  it('records activity at most once a minute', async () => {
    const started = NOW - 5 * 60_000;
    const { req } = fakeRequest(started);
    await run(req);
    expect(req.session.lastActiveAt).toBe(NOW);
  });
});
