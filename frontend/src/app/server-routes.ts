import { paths } from '@/config/paths';
import { PRERENDERED_PATHS } from './prerendered-paths';

type PathTree = { path: string } | { [key: string]: PathTree };

/** Every route pattern of config/paths.ts, '/blog/:slug' included. */
export function clientRoutePatterns(tree: PathTree = paths as unknown as PathTree): string[] {
  if ('path' in tree && typeof tree.path === 'string') return [tree.path];
  return Object.values(tree).flatMap((child) => clientRoutePatterns(child as PathTree));
}

/**
 * The client routes the build writes out as a copy of the app's shell, dist/<path>/index.html
 * (scripts/prerender.mjs), so a server that answers only files it has (nginx's try_files, the
 * backend's StaticSite) answers them with 200 and every other address with 404 and the
 * not-found page. Routes with a parameter (/blog/:slug) cannot be listed: the servers answer
 * those by their pattern (docs/public-site-and-leads.md, "Unknown addresses").
 */
export const APP_SHELL_PATHS: string[] = clientRoutePatterns().filter(
  (path) => !path.includes(':') && !PRERENDERED_PATHS.includes(path),
);

/** An address no route matches: the build renders the not-found page from it (dist/404.html). */
export const NOT_FOUND_PROBE_PATH = '/__ironkeep-not-found__';
