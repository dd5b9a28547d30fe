import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

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
      "form-action 'self'; script-src 'self'; script-src-attr 'none'; " +
      "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
      `connect-src 'self' ${api}`,
  };
}

/** /blog/{slug}: any slug is a page (the site's nginx.conf and backend use the same pattern). */
const BLOG_ARTICLE = /^\/blog\/[^/]+\/?$/;

/**
 * Serves the built web client (the SPA with /local-chat) on its own port, like the local
 * edition's nginx: a file, else a page the build wrote as `<path>/index.html` (prerendered, or
 * the client shell for a client route), else 404 with the not-found page (404.html). A build
 * without 404.html (older than issue 34) gets the client shell instead, as before.
 */
export function createWebApp(webDir: string, apiPort: number): Express {
  const root = resolve(webDir);
  const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  const notFoundPage = existsSync(join(root, '404.html')) ? join(root, '404.html') : null;
  const headers = securityHeaders(apiPort);
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
  app.use(
    '/assets',
    express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(root, { index: 'index.html', maxAge: 0 }));
  app.get(/.*/, (req, res) => {
    const page = resolve(root, `.${req.path}`, 'index.html');
    const inside = page.startsWith(root + sep);
    res.setHeader('Cache-Control', 'no-cache');
    if (inside && existsSync(page)) return res.sendFile(page);
    if (notFoundPage && !BLOG_ARTICLE.test(req.path)) return res.status(404).sendFile(notFoundPage);
    res.sendFile(join(root, shell));
  });
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
