// Runs before `npm pack`/`npm publish`: copies the built web client (frontend/dist) into web/,
// which the service serves on LOCAL_WEB_PORT (3001) when installed from the package.
const { cpSync, existsSync, rmSync } = require('node:fs');
const { join, relative, sep } = require('node:path');

const WEB_DIST = join(__dirname, '..', '..', 'frontend', 'dist');
const PACKAGE_WEB = join(__dirname, '..', 'web');

/**
 * Copies the built web client, without downloads/: the packages the backend serves for the
 * download page (scripts/publish-downloads.js) must not end up inside the next package.
 */
function copyWebClient(source = WEB_DIST, target = PACKAGE_WEB) {
  if (!existsSync(join(source, 'index.html'))) {
    throw new Error(`No built web client in ${source}. Build it first: npm run build -w frontend`);
  }
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    filter: (path) => relative(source, path).split(sep)[0] !== 'downloads',
  });
}

module.exports = { copyWebClient, WEB_DIST };

if (require.main === module) {
  try {
    copyWebClient();
    console.log(`Copied the web client into ${PACKAGE_WEB}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
