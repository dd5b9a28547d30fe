// tsc only emits .js: copy the assistants' Markdown knowledge base (and its JSON) into dist so
// `node dist/main.js` (and the Docker image, which ships dist) finds it at the same relative path.
const { cpSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const from = join(__dirname, '..', 'src', 'modules', 'assistants', 'knowledge');
const to = join(__dirname, '..', 'dist', 'modules', 'assistants', 'knowledge');
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
console.log(`copied knowledge base to ${to}`);
