import { promptChars } from '../../metering/generation-meter';
import { GenerationRoute } from '../generation';
import { responseResult } from './responses-answer';
import { parseResponsesRequest, ResponsesCall } from './responses-request';
import { RESPONSES_FRAMING, ResponsesStreamDecoder } from './responses-stream';

/**
 * POST /api/v1/responses: OpenAI's Responses API (stateless) served as a chat completion on
 * every runtime, through the same routing, failover, allowance and metering (kind `responses`)
 * as chat. Errors keep OpenAI's envelope.
 */
export const RESPONSES: GenerationRoute<ResponsesCall> = {
  kind: 'responses',
  parse: parseResponsesRequest,
  promptChars: (call) => promptChars(call.chat.messages),
  upstream: (adapter, call, stream) => adapter.chat(call.chat, stream),
  result: (adapter, raw, model, call, nowMs) =>
    responseResult(adapter.chatResult(raw, model), call, nowMs),
  decoder: (adapter, model, call, nowMs) =>
    new ResponsesStreamDecoder(adapter.chatStream(model), call, nowMs),
  dialect: { errorBody: (error) => error.toBody(), framing: RESPONSES_FRAMING },
};
