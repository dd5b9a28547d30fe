// `npm start` (what `make run` runs): the backend and the local service side by side.
// The backend is the product: when it stops, the local service is stopped with it. The local
// service is one part of it: when it cannot start (its port taken by another program), the
// backend keeps serving and the reason is printed with the command that fixes it.
// A LOCAL_SERVICE_PORT or LOCAL_WEB_PORT of your own is followed everywhere: the backend's
// /local-chat calls the local service there (LOCAL_SERVICE_URL), and the local service lets the
// pages of the backend and of its own web interface call it (CORS_ORIGINS).
const { concurrently } = require('concurrently');
const { createServer } = require('node:net');

const env = process.env;
const backendPort = Number(env.PORT || 3000);
const chatPort = Number(env.LOCAL_SERVICE_PORT || 8080);
const webPort = Number(env.LOCAL_WEB_PORT || 3001);
const localHost = env.LOCAL_SERVICE_HOST || '127.0.0.1';

const backendEnv = env.LOCAL_SERVICE_URL
  ? {}
  : { LOCAL_SERVICE_URL: `http://localhost:${chatPort}` };
const origins = [
  env.CORS_ORIGINS,
  `http://localhost:${backendPort}`,
  `http://localhost:${webPort}`,
];
const localEnv = { CORS_ORIGINS: origins.filter(Boolean).join(',') };

const { commands, result } = concurrently(
  [
    { name: 'api', command: 'npm run start -w backend', prefixColor: 'blue', env: backendEnv },
    {
      name: 'local',
      command: 'npm run start -w local-service',
      prefixColor: 'green',
      env: localEnv,
    },
  ],
  // Not concurrently's kill-others: which command stops what is decided below.
  {},
);
const [api, local] = commands;
let apiExit = 0;

api.close.subscribe(({ exitCode }) => {
  apiExit = typeof exitCode === 'number' ? exitCode : 1;
  if (local.state === 'started') local.kill();
});
local.close.subscribe(({ exitCode, killed }) => {
  if (killed || exitCode === 0 || api.state !== 'started') return;
  void explainLocalFailure(exitCode);
});
result.then(
  () => process.exit(0),
  () => process.exit(apiExit),
);

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, localHost, () => server.close(() => resolve(true)));
  });
}

async function freePortFrom(port, avoid) {
  for (let candidate = port + 1; candidate < port + 100; candidate += 1) {
    if (!avoid.includes(candidate) && (await canListen(candidate))) return candidate;
  }
  return undefined;
}

/** Which of the local service's ports another program holds, and a free one for each. */
async function explainLocalFailure(exitCode) {
  const ports = [
    { setting: 'LOCAL_SERVICE_PORT', port: chatPort, what: 'chat service' },
    { setting: 'LOCAL_WEB_PORT', port: webPort, what: 'web interface' },
  ];
  const fixes = [];
  const lines = [];
  for (const { setting, port, what } of ports) {
    if (await canListen(port)) continue;
    const free = await freePortFrom(port, [backendPort, chatPort, webPort]);
    lines.push(`port ${port} (its ${what}) is in use by another program`);
    if (free) fixes.push(`${setting}=${free}`);
  }
  const say = (text) => console.error(`[run] ${text}`);
  say(
    `The local service did not start (exit ${exitCode})${lines.length ? `: ${lines.join('; ')}` : ''}.`,
  );
  say(`IronKeep keeps running on http://localhost:${backendPort} without it.`);
  if (fixes.length) {
    say('To run the local service too, stop that program, or start on free ports:');
    say(`  ${fixes.join(' ')} make run`);
  } else {
    say('Its own message above says why.');
  }
}
