import { ServerResponse } from 'node:http';
import { GatewayError } from '../edge/openai-errors';

const JSON_TYPE = 'application/json; charset=utf-8';

export function writeJson(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, {
    ...headers,
    'content-type': JSON_TYPE,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** An error answer (OpenAI's envelope unless told otherwise); a stream already under way can only end (the relay wrote its event). */
export function writeError(
  res: ServerResponse,
  error: GatewayError,
  headers: Record<string, string>,
  /** The API's own error envelope; OpenAI's when absent. */
  toBody: (error: GatewayError) => unknown = (e) => e.toBody(),
): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  writeJson(res, error.httpStatus, { ...headers, ...error.headers }, JSON.stringify(toBody(error)));
}
