// Copies the licence key format (src/modules/licenses/license-key-format.ts, its one home) into
// the local service and the /download page, which verify keys offline (docs/licensing.md).
// Usage: npm run gen:license-format -w backend        writes the copies
//        node scripts/generate-license-format.js --check   exits 1 when a copy is stale
const { readFileSync, writeFileSync, existsSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '..', '..');
const SOURCE = join(root, 'backend', 'src', 'modules', 'licenses', 'license-key-format.ts');
const COPIES = [
  join(root, 'local-service', 'src', 'license', 'license-key-format.ts'),
  join(root, 'frontend', 'src', 'features', 'local-edition', 'lib', 'license-key-format.ts'),
];

function expectedCopy() {
  const header =
    `// Generated from ${relative(root, SOURCE)} by \`npm run gen:license-format -w backend\`.\n` +
    '// Do not edit by hand: change that file and run the script.\n';
  return header + readFileSync(SOURCE, 'utf8');
}

const content = expectedCopy();
if (process.argv.includes('--check')) {
  const stale = COPIES.filter(
    (file) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
  );
  for (const file of stale) {
    console.error(`${relative(root, file)} is stale: run npm run gen:license-format -w backend`);
  }
  process.exitCode = stale.length === 0 ? 0 : 1;
} else {
  for (const file of COPIES) {
    writeFileSync(file, content);
    console.log(`wrote ${relative(root, file)}`);
  }
}
