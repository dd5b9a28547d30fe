import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './nginx';

export const WEB_DIST = join(REPO, 'frontend/dist');

/** Every route in frontend/src/config/paths.ts; a built blog post stands for /blog/:slug. */
export function clientRoutes(): string[] {
  const source = readFileSync(join(REPO, 'frontend/src/config/paths.ts'), 'utf8');
  const routes = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
  if (routes.length < 10) throw new Error('paths.ts changed shape: no routes found');
  const post = readdirSync(join(WEB_DIST, 'blog'), { withFileTypes: true }).find((d) =>
    d.isDirectory(),
  );
  return routes.map((r) => (r === '/blog/:slug' && post ? `/blog/${post.name}` : r));
}
