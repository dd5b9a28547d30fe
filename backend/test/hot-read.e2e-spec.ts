import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { SystemClock } from '../src/common/clock/clock';
import { DatabaseSessionStore } from '../src/modules/sessions/database-session.store';
import { SessionEntity } from '../src/modules/sessions/entities/session.entity';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { SESSION_USER_FIELDS } from '../src/modules/users/session-user';
import { UsersService } from '../src/modules/users/users.service';

/**
 * The signed-in request's reads (database/hot-read.ts) run outside TypeORM's query pipeline; they
 * must hydrate exactly as TypeORM does (booleans, dates, nulls) on the driver this run uses
 * (SQLite, or PostgreSQL with E2E_DB), and never carry a secret column.
 */
describe('Hot reads', () => {
  let app: NestFastifyApplication;
  let users: Repository<UserEntity>;
  let stored: UserEntity;
  beforeAll(async () => {
    app = await createTestApp();
    users = app.get(getRepositoryToken(UserEntity));
    const username = uniqueName('hot');
    await new ApiClient(app).register(username).then(expectStatus(201));
    stored = (await users.findOneBy({ username }))!;
    stored.isActive = false;
    stored.email = `${username}@example.com`;
    stored.twoFactorLastStep = 12345;
    await users.save(stored);
  });
  afterAll(() => app.close());

  const projection = (user: UserEntity) =>
    Object.fromEntries(SESSION_USER_FIELDS.map((field) => [field, user[field]]));

  it("read the session user as findOneBy's columns, without secrets, and miss as it does", async () => {
    const service = app.get(UsersService);
    const viaTypeorm = (await users.findOneBy({ id: stored.id }))!;
    const viaHotRead = await service.findSessionUser(stored.id);
    expect(viaHotRead).toEqual(projection(viaTypeorm));
    expect(viaHotRead!.isActive).toBe(false);
    expect(viaHotRead!.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(viaHotRead!)).not.toContain('passwordHash');
    expect(await service.findSessionUser('00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('read a database session and its user in one statement (the join)', async () => {
    const store = new DatabaseSessionStore(
      app.get(getRepositoryToken(SessionEntity)),
      app.get(UsersService).sessionUserJoin(),
      new SystemClock(),
    );
    const expiresAt = Date.now() + 60_000;
    await store.save('hot-signed-in', { passport: { user: stored.id }, csrfToken: 't' }, expiresAt);
    await store.save('hot-anonymous', { csrfToken: 'a' }, expiresAt);
    await store.save('hot-expired', { csrfToken: 'x' }, Date.now() - 1_000);

    const signedIn = await store.load('hot-signed-in');
    expect(signedIn!.data).toEqual({ passport: { user: stored.id }, csrfToken: 't' });
    expect(Math.abs(signedIn!.expiresAt - expiresAt)).toBeLessThan(1_000);
    expect(signedIn!.user).toEqual(projection((await users.findOneBy({ id: stored.id }))!));
    expect((await store.load('hot-anonymous'))!.user).toBeNull();
    expect(await store.load('hot-expired')).toBeNull();
    expect(await store.load('no-such-session')).toBeNull();
  });
});
