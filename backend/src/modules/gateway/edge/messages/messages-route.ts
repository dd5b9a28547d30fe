import { promptChars } from '../../metering/generation-meter';
import { GenerationRoute } from '../generation';
import { anthropicErrorBody } from './anthropic-errors';
import { messageResult } from './messages-answer';
import { MessagesCall, parseMessagesRequest } from './messages-request';
import { ANTHROPIC_FRAMING, MessagesStreamDecoder } from './messages-stream';

/**
 * POST /api/v1/messages: Anthropic's Messages API served as a chat completion on every runtime,
 * through the same routing, failover, allowance and metering (kind `messages`) as chat.
 */
export const MESSAGES: GenerationRoute<MessagesCall> = {
  kind: 'messages',
  parse: parseMessagesRequest,
  promptChars: (call) => promptChars(call.chat.messages),
  upstream: (adapter, call, stream) => adapter.chat(call.chat, stream),
  result: (adapter, raw, model, call) =>
    messageResult(adapter.chatResult(raw, model), model, call.stopSequences),
  decoder: (adapter, model, call) =>
    new MessagesStreamDecoder(adapter.chatStream(model), model, call.stopSequences),
  dialect: { errorBody: anthropicErrorBody, framing: ANTHROPIC_FRAMING },
};
