// The floor for bench:gateway: the least a Node proxy can do per request — node:http in, one
// undici Pool out (the gateway's settings), the body read whole and forwarded, the answer read
// whole and written back. No authentication, validation, routing, metering or logging. Its
// throughput next to the direct calls shows what any Node process in the middle costs on this
// machine before IronKeep's own work. Target origin in BENCH_TARGET; prints its port on stdout.
const http = require('node:http');
const { Pool } = require('undici');

const pool = new Pool(process.env.BENCH_TARGET, {
  connections: null,
  pipelining: 1,
  keepAliveTimeout: 30_000,
});

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const upstream = await pool.request({
        method: 'POST',
        path: req.url,
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      const body = await upstream.body.text();
      res.writeHead(upstream.statusCode, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (err) {
      res.writeHead(502).end(String(err));
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
