// Copies one workspace's production dependencies out of the shared install (deploy/docker/Dockerfile):
//   node deploy/docker/workspace-modules.mjs <workspace> <out>
// writes <out>/package.json, <out>/<workspace>/package.json and every package of the workspace's
// production dependency tree, at the same place under node_modules, with its compiled native
// modules as `npm ci` built them. Not `npm prune`: with --workspace it keeps every workspace's
// production packages (React in the backend image, NestJS in the local service's), and after an
// edit of the workspace list it resolves the whole tree again from the registry (minutes);
// `npm ls` reads the installed tree in seconds.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [workspace, out] = process.argv.slice(2);
if (!workspace || !out) {
  console.error('usage: node workspace-modules.mjs <workspace> <out>');
  process.exit(2);
}
const root = process.cwd();
const tree = execFileSync(
  'npm',
  ['ls', '--omit=dev', '--all', '--parseable', '--workspace', workspace],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const packages = [...new Set(tree.split('\n'))]
  .map((path) => relative(root, path))
  .filter((path) => path.split('/').includes('node_modules'));

for (const manifest of ['package.json', join(workspace, 'package.json')]) {
  mkdirSync(dirname(join(out, manifest)), { recursive: true });
  cpSync(join(root, manifest), join(out, manifest));
}
for (const path of packages) {
  // Without the package's own node_modules: what is nested there is listed (and copied) on its
  // own when the workspace needs it.
  cpSync(join(root, path), join(out, path), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => relative(join(root, path), source) !== 'node_modules',
  });
}
console.log(`${workspace}: ${packages.length} production packages copied to ${out}`);
