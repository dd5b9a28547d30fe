import { checkModel } from './request-checks';
import { GatewayErrors } from './openai-errors';

export interface EmbeddingsRequest {
  model: string;
  input: string | string[] | number[] | number[][];
  encoding_format?: 'float' | 'base64';
  dimensions?: number;
  user?: string;
}

const MAX_INPUTS = 2048;
const bad = (field: string, message: string) => GatewayErrors.invalid(message, field);

/** Validates the body of POST /api/v1/embeddings; throws a 400 naming the field. */
export function parseEmbeddingsRequest(body: unknown): EmbeddingsRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw GatewayErrors.invalid('The request body must be a JSON object');
  const fields = body as Record<string, unknown>;
  checkModel(fields.model);
  checkInput(fields.input);
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || field === 'model' || field === 'input') continue;
    if (field === 'encoding_format') {
      if (value !== 'float' && value !== 'base64')
        throw bad(field, "'encoding_format' must be float or base64");
    } else if (field === 'dimensions') {
      if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 65_536)
        throw bad(field, "'dimensions' must be a positive integer");
    } else if (field === 'user') {
      if (typeof value !== 'string') throw bad(field, "'user' must be a string");
    } else {
      throw bad(field, `Unrecognized request argument supplied: ${field}`);
    }
  }
  return fields as unknown as EmbeddingsRequest;
}

function checkInput(input: unknown): void {
  if (typeof input === 'string') {
    if (input === '') throw bad('input', "'input' must not be empty");
    return;
  }
  if (!Array.isArray(input) || input.length === 0)
    throw bad('input', "'input' must be a string or a non-empty array");
  if (input.length > MAX_INPUTS) throw bad('input', `'input' may hold at most ${MAX_INPUTS} items`);
  const allText = input.every((item) => typeof item === 'string' && item !== '');
  const tokens = (item: unknown) => Array.isArray(item) && item.every(Number.isInteger);
  if (!allText && !input.every(Number.isInteger) && !input.every(tokens))
    throw bad('input', "'input' must be text, a list of texts or of token arrays");
}
