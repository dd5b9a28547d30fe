// Runs before `npm pack`/`npm publish`: copies the built web client (frontend/dist) into web/,
// which the service serves on LOCAL_WEB_PORT (3001) when installed from the package.
const { cpSync, existsSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const source = join(__dirname, '..', '..', 'frontend', 'dist');
const target = join(__dirname, '..', 'web');
if (!existsSync(join(source, 'index.html'))) {
  console.error(`No built web client in ${source}. Build it first: npm run build -w frontend`);
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
console.log(`Copied the web client into ${target}`);
