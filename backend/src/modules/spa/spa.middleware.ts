import express, { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built SPA from the same port as the API: static assets, and index.html for any
 * other GET that is not an API or metrics path (client-side routes such as /dashboard).
 * Returns null when the SPA has not been built.
 */
export function spaMiddleware(distDir: string): RequestHandler[] | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so it can be cached for good.
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const fallback: RequestHandler = (req, res, next) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (!isPage || req.path.startsWith('/api') || req.path === '/metrics') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [assets, fallback];
}
