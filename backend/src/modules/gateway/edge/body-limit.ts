/**
 * Request bodies under /api/v1 may be this large: a long conversation, tool schemas or images
 * (base64) go far past the 100 KB every other route accepts. Set per route by app.setup.ts
 * (Fastify's route `bodyLimit` wins over the JSON parser's).
 */
export const GATEWAY_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
export const GATEWAY_PATH_PREFIX = '/api/v1/';
