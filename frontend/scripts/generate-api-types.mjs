// Writes src/lib/api-types.ts from the backend's OpenAPI document (backend/openapi.json, written by
// `npm run openapi -w backend`), so client and server share one definition of every payload.
// Usage: npm run gen:api -w frontend. src/lib/api-types.test.ts fails when the file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

export const OPENAPI_PATH = fileURLToPath(new URL('../../backend/openapi.json', import.meta.url));
export const API_TYPES_PATH = fileURLToPath(new URL('../src/lib/api-types.ts', import.meta.url));

const HEADER = `/**
 * Generated from backend/openapi.json by \`npm run gen:api -w frontend\`. Do not edit by hand.
 */

`;

/** Returns the formatted TypeScript source for the given OpenAPI document. */
export async function generateApiTypes(openapiPath = OPENAPI_PATH) {
  if (!existsSync(openapiPath)) {
    throw new Error(
      `OpenAPI document not found at ${openapiPath}. Generate it with \`npm run openapi -w backend\`, ` +
        'then run `npm run gen:api -w frontend`.',
    );
  }
  const document = JSON.parse(readFileSync(openapiPath, 'utf8'));
  const ast = await openapiTS(document);
  const config = (await prettier.resolveConfig(API_TYPES_PATH)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...config, parser: 'typescript' });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    writeFileSync(API_TYPES_PATH, await generateApiTypes());
    console.log(`Wrote ${API_TYPES_PATH}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
