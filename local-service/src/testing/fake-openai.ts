/**
 * A stand-in for an OpenAI-compatible server as vLLM serves it (docs/protocols.md section 2):
 * GET /v1/models, POST /v1/chat/completions (non-streamed), and vLLM's bare 401 body when it
 * was started with --api-key and the bearer key is wrong.
 */
import { listen, readJsonBody, type Listening } from './http';
import type { ChatCall } from './fake-ollama';
import { fakeReply } from './fake-ollama';

export interface FakeOpenAi extends Listening {
  calls: (Omit<ChatCall, 'options' | 'stream'> & {
    temperature?: number;
    authorization?: string;
  })[];
}

export async function startFakeOpenAi(
  options: { model?: string; apiKey?: string } = {},
): Promise<FakeOpenAi> {
  const model = options.model ?? 'mistralai/Mistral-7B-Instruct-v0.3';
  const calls: FakeOpenAi['calls'] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const listening = await listen(async (req, res) => {
    const authorization = req.headers.authorization;
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      return json(res, 401, { error: 'Unauthorized' });
    }
    if (req.method === 'GET' && req.url === '/v1/models') {
      return json(res, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 1767225600, owned_by: 'vllm', root: model }],
      });
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const body = (await readJsonBody(req)) as {
        model?: string;
        messages?: ChatCall['messages'];
        temperature?: number;
      };
      if (body.model !== model) {
        return json(res, 404, {
          error: {
            message: `The model \`${body.model}\` does not exist.`,
            type: 'NotFoundError',
            param: 'model',
            code: 404,
          },
        });
      }
      const messages = body.messages ?? [];
      calls.push({ model, messages, temperature: body.temperature, authorization });
      return json(res, 200, {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: 1767225600,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: fakeReply(messages) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 },
      });
    }
    json(res, 404, { error: { message: 'Not Found', type: 'Not Found', param: null, code: 404 } });
  });
  return Object.assign(listening, { calls });
}
