import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The same headers deploy/nginx serves the web client with (connect-src: the chat API). */
function securityHeaders(apiPort: number): Record<string, string> {
  const api = `http://localhost:${apiPort} http://127.0.0.1:${apiPort}`;
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy':
      "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'self'; " +
      "form-action 'self'; script-src 'self' 'sha256-cg7T0lgTG2rY8yX22RH5Eo1A4wqCUuDdxx3cErEN3vk='; " +
      "script-src-attr 'none'; " +
      "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
      `connect-src 'self' ${api}`,
  };
}

/**
 * The local edition's own pages. The rest of the site (home, pricing, sign-in, account, blog)
 * needs the SaaS backend, which a customer's machine does not have; /download stays because the
 * chat page sends a visitor without a license there to enter one.
 */
const LOCAL_PAGE = /^\/(local-chat|download)\/?$/;
const CHAT_PAGE = '/local-chat';
/**
 * The app's shell marked as the local web interface (the frontend's scripts/prerender.mjs writes
 * it; deploy/nginx/local-edition.conf sends the same): the page then draws the local edition's
 * header and footer, not the SaaS site's. A build without it gets its page's own file.
 */
const LOCAL_APP_SHELL = 'local-app.html';

/**
 * Serves the built web client on its own port, like the local edition's nginx
 * (deploy/nginx/local-edition.conf): the local chat and download pages (both the app's shell
 * marked as the local web interface, local-app.html), files (assets, the downloads), and a 302
 * to the chat for / and for every other page, so a customer who opens
 * http://localhost:3001 lands on the chat, not on the marketing site. 302, not 301: browsers
 * keep a 301 for good, and another program may use this port later.
 */
export function createWebApp(webDir: string, apiPort: number): Express {
  const root = resolve(webDir);
  const shell = join(root, existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html');
  const localShell = join(root, LOCAL_APP_SHELL);
  const headers = securityHeaders(apiPort);
  const files = express.static(root, { index: false, redirect: false, maxAge: 0 });
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set(headers);
    next();
  });
  // The page asks where the chat API is (as it asks the backend for LOCAL_SERVICE_URL): here it
  // is this service's own port, whatever LOCAL_SERVICE_PORT says, and the CSP above allows it.
  app.get('/api/local-edition/settings', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ localServiceUrl: `http://localhost:${apiPort}` });
  });
  app.use('/api', (_req, res) => {
    res.status(404).json(NO_ACCOUNT_API);
  });
  app.use(
    '/assets',
    express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.get(LOCAL_PAGE, (req, res) => {
    const page = join(root, req.path.replace(/\/$/, ''), 'index.html');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile([localShell, page].find((file) => existsSync(file)) ?? shell);
  });
  // Pages are HTML files (<path>/index.html): only the two above are served as such.
  app.use((req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)));
  app.get(/.*/, (_req, res) => res.redirect(302, CHAT_PAGE));
  // express.static's 404 for a missing asset: a plain answer, not a logged stack trace.
  app.use((err: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    res
      .status(status)
      .type('text/plain')
      .send(status === 404 ? 'Not found' : 'Error');
  });
  return app;
}

/** As deploy/nginx/local-edition.conf answers /api/: the API's error shape, not a page. */
const NO_ACCOUNT_API = {
  statusCode: 404,
  message: 'The account API is not part of the local edition',
  error: 'Not Found',
  code: 'NOT_FOUND',
};
