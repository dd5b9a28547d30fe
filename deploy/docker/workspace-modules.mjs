// Leaves in the shared install (deploy/docker/Dockerfile) only what one workspace needs at run time:
//   node deploy/docker/workspace-modules.mjs <workspace>      (in /app)
// deletes from node_modules (and <workspace>/node_modules, made when missing so that the image can
// copy it) every package outside the workspace's production dependency tree, the links to the
// workspaces and the .bin folders; the compiled native modules stay as `npm ci` built them.
// Not `npm prune`: with --workspace it keeps every workspace's production packages (React in the
// backend image, NestJS in the local service's), and after an edit of the workspace list it
// resolves the whole tree again from the registry (minutes); `npm ls` reads the installed tree in
// seconds.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const [workspace] = process.argv.slice(2);
if (!workspace) {
  console.error('usage: node workspace-modules.mjs <workspace>');
  process.exit(2);
}
const root = process.cwd();
const tree = execFileSync(
  'npm',
  ['ls', '--omit=dev', '--all', '--parseable', '--workspace', workspace],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const keep = new Set(tree.split('\n').map((path) => relative(root, path)));
const keptPaths = [...keep];
let removed = 0;

/** The package folders directly in a node_modules folder (scoped ones one level down). */
function packagesIn(modules) {
  return readdirSync(modules)
    .flatMap((name) => {
      if (name.startsWith('.')) return [{ path: join(modules, name), drop: true }];
      if (!name.startsWith('@')) return [{ path: join(modules, name) }];
      return readdirSync(join(modules, name)).map((inner) => ({
        path: join(modules, name, inner),
      }));
    })
    .map((entry) => ({ ...entry, drop: entry.drop || lstatSync(entry.path).isSymbolicLink() }));
}

function prune(modules) {
  for (const { path, drop } of packagesIn(modules)) {
    const relativePath = relative(root, path);
    if (drop) {
      // .bin links, npm's hidden lockfile, the links to the workspaces (never followed)
      rmSync(path, { recursive: true, force: true });
    } else if (keep.has(relativePath)) {
      if (existsSync(join(path, 'node_modules'))) prune(join(path, 'node_modules'));
    } else if (!keptPaths.some((kept) => kept.startsWith(`${relativePath}/`))) {
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    }
  }
}

const own = join(root, workspace, 'node_modules');
mkdirSync(own, { recursive: true });
prune(join(root, 'node_modules'));
prune(own);
console.log(`${workspace}: kept ${keep.size - 1} production packages, removed ${removed}`);
