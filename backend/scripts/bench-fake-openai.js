// A minimal OpenAI-compatible server for bench:gateway, run as its own process so its CPU is not
// the gateway's. JSON completions answer at once; streams send `max_tokens` chunks (default 5),
// `BENCH_CHUNK_MS` apart when the request's `user` is "slow". Prints its port on stdout.
const http = require('node:http');

const usage = { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 };
const base = { id: 'chatcmpl-bench', created: 1767225600, model: 'bench-model' };
const completion = JSON.stringify({
  ...base,
  object: 'chat.completion',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: 'Hello from the bench server.' },
      finish_reason: 'stop',
    },
  ],
  usage,
});
const chunk = (content) =>
  `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const usageChunk = `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`;
const chunkMs = Number(process.env.BENCH_CHUNK_MS ?? 50);

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    if (req.url === '/v1/models') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: 'bench-model', object: 'model', created: 0, owned_by: 'bench' }],
        }),
      );
    }
    const body = JSON.parse(raw || '{}');
    if (!body.stream) {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(completion),
      });
      return res.end(completion);
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
    const total = body.max_tokens ?? 5;
    const slow = body.user === 'slow';
    let sent = 0;
    const next = () => {
      if (res.destroyed) return;
      if (sent === total) {
        if (body.stream_options?.include_usage) res.write(usageChunk);
        return res.end('data: [DONE]\n\n');
      }
      res.write(chunk(`word${sent++} `));
      if (slow) setTimeout(next, chunkMs);
      else next();
    };
    next();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
