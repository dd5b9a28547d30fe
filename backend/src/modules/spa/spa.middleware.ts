import express, { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/**
 * Serves the built SPA from the same port as the API: static assets; the pages prerendered at
 * build time (dist/<path>/index.html, dist/index.html for /); and the client shell (dist/app.html,
 * or dist/index.html in a build without prerendering) for any other GET that is not an API or
 * metrics path (client-side routes such as /dashboard).
 * Returns null when the SPA has not been built.
 */
export function spaMiddleware(distDir: string): RequestHandler[] | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const root = resolve(distDir);
  const appShell = join(distDir, 'app.html');
  const shell = existsSync(appShell) ? appShell : index;
  const assets = express.static(distDir, {
    index: false,
    // Directories are pages (dist/enterprise/index.html), answered below without a 301 to a slash.
    redirect: false,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so it can be cached for good.
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // API and metrics paths never touch the disk (the static handler would stat a file for each).
  const isApiPath = (path: string) =>
    path === '/api' || path.startsWith('/api/') || path === '/metrics';
  const staticAssets: RequestHandler = (req, res, next) =>
    isApiPath(req.path) ? next() : assets(req, res, next);
  const pages: RequestHandler = (req, res, next) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (!isPage || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(prerenderedPage(root, req.path) ?? shell);
  };
  return [staticAssets, pages];
}

/** dist/<path>/index.html when the build prerendered that path; never outside dist. */
function prerenderedPage(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`, 'index.html');
  if (!file.startsWith(root + sep)) return null;
  return existsSync(file) ? file : null;
}
