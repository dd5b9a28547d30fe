// The last step of `make build` (npm run build): the local edition as files the /download page's
// Manual tab offers, written to frontend/dist/downloads/ where the backend serves the built site.
//   ironkeep-local-service-<version>.tgz   `npm pack` of this package (service, CLI, web client)
//   ironkeep-web-<version>.tar.gz          the web client alone, for a web server of your own
//   manifest.json                          name, size and SHA-256 of each (read by the page)
//   SHA256SUMS                             the same, for `sha256sum -c SHA256SUMS`
// Options (tests): --package-dir <dir> --web-dist <dir> --out <dir>.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const tar = require('tar');
const { copyWebClient, WEB_DIST } = require('./bundle-web');

function options(argv) {
  const value = (flag, fallback) => {
    const at = argv.indexOf(flag);
    return at === -1 ? fallback : resolve(argv[at + 1]);
  };
  const webDist = value('--web-dist', WEB_DIST);
  return {
    packageDir: value('--package-dir', join(__dirname, '..')),
    webDist,
    out: value('--out', join(webDist, 'downloads')),
  };
}

function describe(dir, name, component) {
  const body = readFileSync(join(dir, name));
  return {
    component,
    name,
    url: `/downloads/${name}`,
    size: statSync(join(dir, name)).size,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}

async function publishDownloads({ packageDir, webDist, out }) {
  copyWebClient(webDist, join(packageDir, 'web'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', out], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const webName = `ironkeep-web-${packed.version}.tar.gz`;
  await tar.create(
    {
      gzip: true,
      portable: true,
      file: join(out, webName),
      cwd: webDist,
      filter: (path) => !/^(\.\/)?downloads(\/|$)/.test(path),
    },
    ['.'],
  );
  const files = [
    describe(out, packed.filename, 'chat-service'),
    describe(out, webName, 'web-interface'),
  ];
  const manifest = { version: packed.version, files };
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  writeFileSync(join(out, 'SHA256SUMS'), files.map((f) => `${f.sha256}  ${f.name}\n`).join(''));
  return manifest;
}

module.exports = { publishDownloads };

if (require.main === module) {
  publishDownloads(options(process.argv.slice(2))).then(
    ({ files }) => files.forEach((f) => console.log(`${f.url}  ${f.size} bytes  ${f.sha256}`)),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
