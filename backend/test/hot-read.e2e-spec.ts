import { NestExpressApplication } from '@nestjs/platform-express';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { hotFindOneBy } from '../src/database/hot-read';
import { UserEntity } from '../src/modules/users/entities/user.entity';

/**
 * database/hot-read.ts reads outside TypeORM's query pipeline; it must hydrate exactly as TypeORM
 * does (booleans, dates, nulls) on the driver this run uses (SQLite, or PostgreSQL with E2E_DB).
 */
describe('Hot reads', () => {
  let app: NestExpressApplication;
  let users: Repository<UserEntity>;
  beforeAll(async () => {
    app = await createTestApp();
    users = app.get(getRepositoryToken(UserEntity));
  });
  afterAll(() => app.close());

  it('hydrate a user exactly as findOneBy does, and miss as it does', async () => {
    const username = uniqueName('hot');
    await new ApiClient(app).register(username).then(expectStatus(201));
    const stored = (await users.findOneBy({ username }))!;
    stored.isActive = false;
    stored.email = `${username}@example.com`;
    stored.twoFactorLastStep = 12345;
    await users.save(stored);

    const byId = hotFindOneBy(users, 'id');
    const viaTypeorm = await users.findOneBy({ id: stored.id });
    const viaHotRead = await byId(stored.id);
    expect(viaHotRead).toBeInstanceOf(UserEntity);
    expect(viaHotRead).toEqual(viaTypeorm);
    expect(viaHotRead!.isActive).toBe(false);
    expect(viaHotRead!.createdAt).toBeInstanceOf(Date);
    expect(await byId('00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
