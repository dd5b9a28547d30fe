// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import {
  API_TYPES_PATH,
  generateApiTypes,
  OPENAPI_PATH,
} from '../../scripts/generate-api-types.mjs';

describe('src/lib/api-types.ts', () => {
  it('matches the types generated from backend/openapi.json', { timeout: 60_000 }, async () => {
    expect(
      existsSync(OPENAPI_PATH),
      `backend/openapi.json is missing: run \`npm run openapi -w backend\`, then \`npm run gen:api -w frontend\``,
    ).toBe(true);
    const expected = await generateApiTypes();
    const committed = existsSync(API_TYPES_PATH) ? readFileSync(API_TYPES_PATH, 'utf8') : '';
    expect(
      committed === expected,
      'src/lib/api-types.ts is stale: run `npm run gen:api -w frontend` and commit the result',
    ).toBe(true);
  });
});
