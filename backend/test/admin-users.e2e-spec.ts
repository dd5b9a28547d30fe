import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PermissionsService } from '../src/modules/access/permissions.service';
import { SessionDirectory } from '../src/modules/sessions/session-directory';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { signedInAs, SignedIn, usersRepo } from './admin-helpers';
import { entriesBy } from './audit-helpers';

describe('Admin: roles, permissions and user management', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  let manager: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    manager = await signedInAs(app, 'manager');
  });
  afterAll(() => app.close());

  /** The target's own Activity tab: the security log view of the audit trail. */
  const activityOf = async (client: ApiClient) =>
    (await client.agent.get('/api/profile/security-logs?limit=50').then(expectStatus(200))).body
      .data as { event: string; success: boolean }[];

  it('describes the three seeded roles with their levels', async () => {
    const res = await manager.client.agent.get('/api/admin/roles/info').then(expectStatus(200));
    expect(
      res.body.roleInfo.roles.map((r: { name: string; level: number }) => [r.name, r.level]),
    ).toEqual([
      ['user', 1],
      ['manager', 2],
      ['admin', 3],
    ]);
    expect(res.body.roleInfo.roles[0].description).toEqual(expect.any(String));
  });

  it('lists a role’s permissions and 404s an unknown role', async () => {
    const res = await admin.client.agent
      .get('/api/admin/roles/admin/permissions')
      .then(expectStatus(200));
    expect(res.body.permissions).toEqual(
      expect.arrayContaining([
        { resource: 'users', action: 'update' },
        { resource: 'monitoring', action: 'read' },
      ]),
    );
    const user = await admin.client.agent.get('/api/admin/roles/user/permissions').expect(200);
    expect(user.body.permissions).not.toContainEqual({ resource: 'users', action: 'read' });
    const unknown = await admin.client.agent
      .get('/api/admin/roles/superuser/permissions')
      .expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Role not found' });
  });

  it('shows each signed-in user their own permissions', async () => {
    const plain = await signedInAs(app, 'user');
    const res = await plain.client.agent.get('/api/user/permissions').then(expectStatus(200));
    expect(res.body.role).toBe('user');
    expect(res.body.permissions).toContainEqual({ resource: 'profile', action: 'read' });
    expect(res.body.permissions).not.toContainEqual({ resource: 'monitoring', action: 'read' });
  });

  it('searches and paginates users without leaking secrets', async () => {
    const tag = uniqueName('srch');
    for (const n of [1, 2, 3])
      await new ApiClient(app).register(`${tag}_${n}`).then(expectStatus(201));
    const page1 = await admin.client.agent
      .get(`/api/admin/users?search=${tag.toUpperCase()}&page=1&limit=2`)
      .then(expectStatus(200));
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.data[0]).not.toHaveProperty('passwordHash');
    const page2 = await admin.client.agent
      .get(`/api/admin/users?search=${tag}&page=2&limit=2`)
      .expect(200);
    expect(page2.body.data.map((u: { username: string }) => u.username)).toEqual([`${tag}_3`]);
    const wildcard = await admin.client.agent.get('/api/admin/users?search=%25').expect(200);
    expect(wildcard.body.pagination.total).toBe(0);
    await admin.client.agent.get('/api/admin/users?limit=500').expect(400);
  });

  it('changes a role, audits it with actor and target, and the new role applies at once', async () => {
    const target = await signedInAs(app, 'user');
    await target.client.agent.get('/api/admin/roles/info').expect(403);
    const res = await admin.client
      .send('patch', '/api/admin/users/role', { userId: target.id, role: 'manager' })
      .then(expectStatus(200));
    expect(res.body).toMatchObject({ success: true, user: { id: target.id, role: 'manager' } });
    await target.client.agent.get('/api/admin/roles/info').expect(200);
    const entry = (await entriesBy(app, admin.id, { action: 'role_changed' })).find(
      (e) => e.targetId === target.id,
    );
    expect(entry).toMatchObject({
      actorName: admin.username,
      actorAuth: 'session',
      details: { from: 'user', to: 'manager', targetUsername: target.username },
    });
    // One entry, shown in both accounts' Activity tabs.
    expect((await activityOf(target.client)).map((e) => e.event)).toContain('role_changed');
    expect((await activityOf(admin.client)).map((e) => e.event)).toContain('role_changed');
  });

  it('rejects bad input, unknown users and changes to one’s own account', async () => {
    const patch = (path: string, body: object) => admin.client.send('patch', path, body);
    await patch('/api/admin/users/role', { userId: admin.id, role: 'superuser' }).then(
      expectStatus(400),
    );
    await patch('/api/admin/users/role', { userId: 'not-a-uuid', role: 'user' }).then(
      expectStatus(400),
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    await patch('/api/admin/users/role', { userId: missing, role: 'user' }).then(expectStatus(404));
    const self = await patch('/api/admin/users/role', { userId: admin.id, role: 'user' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot change your own role');
    const selfOff = await patch('/api/admin/users/status', { userId: admin.id, isActive: false });
    expect(selfOff.status).toBe(400);
    expect((await usersRepo(app).findOneByOrFail({ id: admin.id })).role).toBe('admin');
  });

  it('deactivation ends every session of the user at once and blocks sign-in', async () => {
    const target = await signedInAs(app, 'user');
    const second = new ApiClient(app);
    await second.login(target.username).then(expectStatus(200));
    const sessions = app.get(SessionDirectory);
    expect(await sessions.listForUser(target.id)).toHaveLength(2);

    await admin.client
      .send('patch', '/api/admin/users/status', { userId: target.id, isActive: false })
      .then(expectStatus(200));
    expect(await sessions.listForUser(target.id)).toHaveLength(0);
    await target.client.agent.get('/api/auth/me').expect(401);
    await second.agent.get('/api/auth/me').expect(401);
    await new ApiClient(app).login(target.username).then(expectStatus(403));
    const log = (await entriesBy(app, admin.id, { action: 'status_changed' })).find(
      (e) => e.targetId === target.id,
    );
    expect(log!.details).toMatchObject({ to: false, sessionsEnded: 2 });

    await admin.client
      .send('patch', '/api/admin/users/status', { userId: target.id, isActive: true })
      .then(expectStatus(200));
    await new ApiClient(app).login(target.username).then(expectStatus(200));
  });
});

describe('Last active admin protection (permissions read from the database)', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('refuses to demote or deactivate the only active admin', async () => {
    const admin = await signedInAs(app, 'admin');
    const manager = await signedInAs(app, 'manager');
    // On PostgreSQL earlier suites share this database: make `admin` the only active admin.
    const users = usersRepo(app);
    const others = (await users.findBy({ role: 'admin', isActive: true })).filter(
      (u) => u.id !== admin.id,
    );
    await Promise.all(others.map((u) => users.update({ id: u.id }, { isActive: false })));
    const permissions = app.get(PermissionsService);
    const grant = async (on: boolean) => {
      const qb = () => users.manager.createQueryBuilder();
      const perm = await qb()
        .select('p.id', 'id')
        .from('permissions', 'p')
        .where("p.resource = 'users' AND p.action = 'update'")
        .getRawOne();
      const row = { role_name: 'manager', permission_id: perm.id };
      if (on) await qb().insert().into('role_permissions').values(row).execute();
      else
        await qb()
          .delete()
          .from('role_permissions')
          .where('role_name = :role_name AND permission_id = :permission_id', row)
          .execute();
      permissions.invalidate();
    };
    try {
      const demote = { userId: admin.id, role: 'user' };
      await manager.client.send('patch', '/api/admin/users/role', demote).then(expectStatus(403));
      await grant(true); // the manager may now update users, straight from the roles table
      const res = await manager.client.send('patch', '/api/admin/users/role', demote);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Cannot demote the last active admin');
      const off = await manager.client.send('patch', '/api/admin/users/status', {
        userId: admin.id,
        isActive: false,
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe('Cannot deactivate the last active admin');
      const stored = await users.findOneByOrFail({ id: admin.id });
      expect([stored.role, stored.isActive]).toEqual(['admin', true]);

      const second = await signedInAs(app, 'admin');
      await manager.client
        .send('patch', '/api/admin/users/role', { userId: second.id, role: 'user' })
        .then(expectStatus(200));
      await manager.client.send('patch', '/api/admin/users/role', demote).then(expectStatus(409));
    } finally {
      await grant(false);
      await Promise.all(others.map((u) => users.update({ id: u.id }, { isActive: true })));
    }
  });
});
