import { IncomingMessage } from 'node:http';
import { AssistantsErrors } from './assistants.errors';

/** Questions arrive only as JSON, which also keeps cross-site HTML forms out. */
export function requireJson(req: IncomingMessage): void {
  const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    throw AssistantsErrors.notJson();
  }
}
