import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './app.factory';

// The frontend generates its API types from this committed file (npm run gen:api -w frontend).
const OPENAPI_FILE = join(__dirname, '..', 'openapi.json');

describe('OpenAPI document', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('is served as JSON and as a UI', async () => {
    const json = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('IronKeep API');
    expect(json.body.paths['/api/auth/login']).toBeDefined();
    expect(json.body.components.schemas.UserDto.properties).not.toHaveProperty('passwordHash');
    const ui = await request(app.getHttpServer()).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('matches the committed backend/openapi.json (run `npm run openapi -w backend` after API changes)', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const current = JSON.stringify(res.body, null, 2) + '\n';
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(OPENAPI_FILE, current);
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(current);
  });
});
