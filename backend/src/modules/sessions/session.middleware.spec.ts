import { Request, Response } from 'express';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../config/app-config.service';
import { sessionLifetimeMiddleware } from './session.middleware';

function fakeRequest(authenticatedAt?: number) {
  const destroy = jest.fn((cb: (err?: unknown) => void) => cb());
  const req = {
    session: { authenticatedAt, lastActiveAt: authenticatedAt, destroy },
    user: { id: 'u1' },
  };
  return { req: req as unknown as Request, destroy };
}

describe('sessionLifetimeMiddleware', () => {
  const run = (req: Request) =>
    new Promise<unknown>((resolve) => sessionLifetimeMiddleware()(req, {} as Response, resolve));

  it('keeps a session younger than 12 hours', async () => {
    const { req, destroy } = fakeRequest(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS + 60_000);
    await run(req);
    expect(destroy).not.toHaveBeenCalled();
    expect(req.user).toBeDefined();
  });

  it('destroys a signed-in session older than 12 hours', async () => {
    const { req, destroy } = fakeRequest(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS - 1);
    await run(req);
    expect(destroy).toHaveBeenCalled();
    expect(req.user).toBeUndefined();
  });

  it('records activity at most once a minute', async () => {
    const started = Date.now() - 5 * 60_000;
    const { req } = fakeRequest(started);
    await run(req);
    expect(req.session.lastActiveAt).toBeGreaterThan(started);
  });
});
