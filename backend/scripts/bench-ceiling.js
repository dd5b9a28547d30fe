// The platform's ceiling for one trivial JSON route (issues 14 and 21): how much of bare
// node:http each framework layer keeps before any of IronKeep's own code runs, with figures taken
// in one run on the same machine. The backend moved from Express to Fastify on these figures.
//
//   npm install --prefix /tmp/ironkeep-ceiling fastify@5 @nestjs/platform-fastify@12 \
//     @nestjs/core@12 @nestjs/common@12 @nestjs/platform-express@12 express@5 \
//     express-session@1 passport@0.7 reflect-metadata rxjs cookie@1 cookie-signature@1
//   BENCH_MODULES=/tmp/ironkeep-ceiling/node_modules node backend/scripts/bench-ceiling.js
//
// Express is no longer a dependency of the product, hence the separate install. Needs `wrk` (Debian
// package wrk). Each server runs alone in its own process while wrk (-t1, BENCH_CONNECTIONS 32)
// warms it for BENCH_WARMUP seconds (3) and measures BENCH_SECONDS (8).
const { execFileSync, spawn } = require('node:child_process');
const { createServer } = require('node:net');
const { resolve } = require('node:path');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MODULES = process.env.BENCH_MODULES;
if (!MODULES) {
  console.error('Set BENCH_MODULES to the node_modules holding fastify and Nest (see the header).');
  process.exit(2);
}

const listen = `const port = Number(process.env.PORT);`;
const nestController = `
  require('reflect-metadata');
  const { Controller, Get, Module } = require('@nestjs/common');
  class Health { get() { return { status: 'ok' }; } }
  Controller()(Health);
  Get()(Health.prototype, 'get', Object.getOwnPropertyDescriptor(Health.prototype, 'get'));
  class AppModule {}
  Module({ controllers: [Health] })(AppModule);
  const { NestFactory } = require('@nestjs/core');
`;

/** name → program answering GET / with {"status":"ok"}. */
const SERVERS = {
  'bare node:http': `${listen}
    const body = JSON.stringify({ status: 'ok' });
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      res.end(body);
    }).listen(port, '127.0.0.1', () => console.log('ready'));`,
  'Express 5': `${listen}
    const app = require('express')();
    app.get('/', (req, res) => res.json({ status: 'ok' }));
    app.listen(port, '127.0.0.1', () => console.log('ready'));`,
  'Express 5 + express-session (memory store) + passport, signed-in cookie': `${listen}
    const express = require('express');
    const session = require('express-session');
    const passport = require('passport');
    passport.serializeUser((u, done) => done(null, u.id));
    passport.deserializeUser((id, done) => done(null, { id }));
    const app = express();
    app.use(session({ secret: 'bench', resave: false, saveUninitialized: false, rolling: true,
      cookie: { maxAge: 1800000 } }));
    app.use(passport.initialize());
    app.use(passport.session());
    app.get('/login', (req, res, next) => req.login({ id: 'u1' }, (e) => e ? next(e) : res.json({ ok: true })));
    app.get('/', (req, res) => res.json({ status: 'ok', user: req.user && req.user.id }));
    app.listen(port, '127.0.0.1', () => console.log('ready'));`,
  'Nest on Express': `${listen}${nestController}
    NestFactory.create(AppModule, { logger: false })
      .then((app) => app.listen(port, '127.0.0.1'))
      .then(() => console.log('ready'));`,
  'Fastify 5': `${listen}
    const app = require('fastify')();
    app.get('/', async () => ({ status: 'ok' }));
    app.listen({ port, host: '127.0.0.1' }).then(() => console.log('ready'));`,
  'Nest on Fastify': `${listen}${nestController}
    const { FastifyAdapter } = require('@nestjs/platform-fastify');
    NestFactory.create(AppModule, new FastifyAdapter(), { logger: false })
      .then((app) => app.listen(port, '127.0.0.1'))
      .then(() => console.log('ready'));`,
  // The shape of IronKeep's session layer on a cache hit (modules/sessions): an onRequest hook
  // that verifies the signed cookie once and finds session and user in an in-process map.
  'Nest on Fastify + session (signed cookie, cached session and user), signed-in cookie': `${listen}${nestController}
    const { FastifyAdapter } = require('@nestjs/platform-fastify');
    const { parse } = require('cookie');
    const { sign, unsign } = require('cookie-signature');
    const sessions = new Map([['sid-1', { data: { passport: { user: 'u1' } }, user: { id: 'u1' } }]]);
    const adapter = new FastifyAdapter();
    adapter.getInstance().addHook('onRequest', async (request, reply) => {
      if (request.url === '/login') {
        reply.header('Set-Cookie', 'ironkeep.sid=' + encodeURIComponent('s:' + sign('sid-1', 'bench')));
        return;
      }
      const raw = parse(request.headers.cookie || '')['ironkeep.sid'];
      const sid = raw && raw.startsWith('s:') ? unsign(raw.slice(2), 'bench') : false;
      const entry = sid && sessions.get(sid);
      request.user = entry ? entry.user : undefined;
    });
    adapter.getInstance().get('/login', async () => ({ ok: true }));
    NestFactory.create(AppModule, adapter, { logger: false })
      .then((app) => app.listen(port, '127.0.0.1'))
      .then(() => console.log('ready'));`,
};

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

async function start(program) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', program], {
    env: { ...process.env, PORT: String(port), NODE_PATH: MODULES, NODE_ENV: 'production' },
    // Run beside BENCH_MODULES: from inside the repository, `node -e` would resolve @nestjs/core
    // from the repository's node_modules first, which has no Express adapter.
    cwd: resolve(MODULES, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((res, rej) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && res());
    child.once('exit', (code) => rej(new Error(`server exited ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function wrk(url, seconds, headers = {}) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url];
  for (const [name, value] of Object.entries(headers)) args.unshift('-H', `${name}: ${value}`);
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]);
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)[1];
  if (/Non-2xx/.test(out)) throw new Error(`non-2xx answers from ${url}:\n${out}`);
  return { rps, p99 };
}

async function main() {
  const rows = [];
  for (const [name, program] of Object.entries(SERVERS)) {
    const { child, base } = await start(program);
    try {
      const headers = {};
      if (name.includes('signed-in cookie')) {
        const res = await fetch(`${base}/login`);
        headers.Cookie = res.headers.getSetCookie()[0].split(';')[0];
      }
      wrk(`${base}/`, WARMUP, headers);
      rows.push([name, wrk(`${base}/`, SECONDS, headers)]);
    } finally {
      child.kill('SIGTERM');
    }
  }
  const bare = rows[0][1].rps;
  console.log(`\nwrk -t1 -c${CONNECTIONS}, ${WARMUP} s warm-up, ${SECONDS} s measured\n`);
  console.log('| server (GET / → {"status":"ok"}) | requests/s | ratio to bare node:http | p99 |');
  console.log('|---|---|---|---|');
  for (const [name, r] of rows) {
    const ratio = (r.rps / bare).toFixed(2);
    console.log(`| ${name} | ${Math.round(r.rps).toLocaleString('en-US')} | ${ratio} | ${r.p99} |`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
