// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import {
  API_RULES_PATH,
  API_TYPES_PATH,
  generateApiRules,
  generateApiTypes,
  OPENAPI_PATH,
} from '../../scripts/generate-api-types.mjs';

describe.each([
  ['src/lib/api-types.ts', API_TYPES_PATH, generateApiTypes],
  ['src/lib/api-rules.ts', API_RULES_PATH, generateApiRules],
])('%s', (name, path, generate) => {
  it('matches what gen:api generates from backend/openapi.json', { timeout: 60_000 }, async () => {
    expect(
      existsSync(OPENAPI_PATH),
      `backend/openapi.json is missing: run \`npm run openapi -w backend\`, then \`npm run gen:api -w frontend\``,
    ).toBe(true);
    const expected = await generate();
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    expect(
      committed === expected,
      `${name} is stale: run \`npm run gen:api -w frontend\` and commit the result`,
    ).toBe(true);
  });
});
