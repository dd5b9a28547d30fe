// Writes src/lib/api-types.ts and src/lib/api-rules.ts from the backend's OpenAPI document
// (backend/openapi.json, written by `npm run openapi -w backend`), so client and server share one
// definition of every payload and of every text rule the backend marks with `x-rule`.
// Usage: npm run gen:api -w frontend. src/lib/api-types.test.ts fails when either file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

export const OPENAPI_PATH = fileURLToPath(new URL('../../backend/openapi.json', import.meta.url));
export const API_TYPES_PATH = fileURLToPath(new URL('../src/lib/api-types.ts', import.meta.url));
export const API_RULES_PATH = fileURLToPath(new URL('../src/lib/api-rules.ts', import.meta.url));

const HEADER = `/**
 * Generated from backend/openapi.json by \`npm run gen:api -w frontend\`. Do not edit by hand.
 */

`;

function readDocument(openapiPath) {
  if (!existsSync(openapiPath)) {
    throw new Error(
      `OpenAPI document not found at ${openapiPath}. Generate it with \`npm run openapi -w backend\`, ` +
        'then run `npm run gen:api -w frontend`.',
    );
  }
  return JSON.parse(readFileSync(openapiPath, 'utf8'));
}

async function format(source, path) {
  const config = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(source, { ...config, parser: 'typescript' });
}

/** Returns the formatted TypeScript source for the given OpenAPI document. */
export async function generateApiTypes(openapiPath = OPENAPI_PATH) {
  const ast = await openapiTS(readDocument(openapiPath));
  return format(HEADER + astToString(ast), API_TYPES_PATH);
}

/**
 * Returns the source of api-rules.ts: for each request property the backend defines with a text
 * rule (`ApiTextRule`, an `x-rule` beside `minLength`/`maxLength`), its lengths, messages and
 * ordered checks, keyed by schema and property name (read with `textRuleSchema`, lib/text-rule.ts).
 */
export async function generateApiRules(openapiPath = OPENAPI_PATH) {
  const schemas = readDocument(openapiPath).components?.schemas ?? {};
  const rules = {};
  for (const schemaName of Object.keys(schemas).sort()) {
    for (const [property, schema] of Object.entries(schemas[schemaName].properties ?? {})) {
      const rule = schema['x-rule'];
      if (!rule) continue;
      rules[schemaName] ??= {};
      rules[schemaName][property] = {
        minLength: schema.minLength,
        maxLength: schema.maxLength,
        tooShort: rule.tooShort,
        tooLong: rule.tooLong,
        checks: rule.checks,
      };
    }
  }
  const body = `export const apiRules = ${JSON.stringify(rules, null, 2)} as const;\n`;
  return format(HEADER + body, API_RULES_PATH);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    writeFileSync(API_TYPES_PATH, await generateApiTypes());
    console.log(`Wrote ${API_TYPES_PATH}`);
    writeFileSync(API_RULES_PATH, await generateApiRules());
    console.log(`Wrote ${API_RULES_PATH}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
