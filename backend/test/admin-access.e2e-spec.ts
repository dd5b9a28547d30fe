import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient } from './api-client';
import { createTestApp } from './app.factory';
import { signedInAs } from './admin-helpers';

type Caller = 'anonymous' | 'user' | 'manager' | 'admin';

/** Expected status per caller for every RBAC-guarded route (spec §6; docs/rbac.md). */
const BOUNDARIES: {
  method: 'get' | 'patch' | 'post';
  path: string;
  body?: (victimId: string) => object;
  expect: Record<Caller, number>;
}[] = [
  {
    method: 'get',
    path: '/api/admin/roles/info',
    expect: { anonymous: 401, user: 403, manager: 200, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/admin/roles/manager/permissions',
    expect: { anonymous: 401, user: 403, manager: 200, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/user/permissions',
    expect: { anonymous: 401, user: 200, manager: 200, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/admin/users',
    expect: { anonymous: 401, user: 403, manager: 200, admin: 200 },
  },
  {
    method: 'patch',
    path: '/api/admin/users/role',
    body: (userId) => ({ userId, role: 'user' }),
    expect: { anonymous: 401, user: 403, manager: 403, admin: 200 },
  },
  {
    method: 'patch',
    path: '/api/admin/users/status',
    body: (userId) => ({ userId, isActive: true }),
    expect: { anonymous: 401, user: 403, manager: 403, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/monitoring/metrics',
    expect: { anonymous: 401, user: 403, manager: 403, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/admin/usage',
    expect: { anonymous: 401, user: 403, manager: 403, admin: 200 },
  },
  // Issue 34: the Customers and Leads sections (organizations:read, leads:read / leads:update).
  {
    method: 'get',
    path: '/api/admin/organizations',
    expect: { anonymous: 401, user: 403, manager: 200, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/admin/contacts?search=x&status=new',
    expect: { anonymous: 401, user: 403, manager: 200, admin: 200 },
  },
  {
    method: 'patch',
    path: '/api/admin/contacts/00000000-0000-4000-8000-000000000000',
    body: () => ({ status: 'closed' }),
    expect: { anonymous: 401, user: 403, manager: 404, admin: 404 },
  },
  // Issue 34 item 16: the admin's "Reset password" (users:update, like role and status).
  {
    method: 'post',
    path: '/api/admin/users/password-reset',
    body: (userId) => ({ userId }),
    expect: { anonymous: 401, user: 403, manager: 403, admin: 200 },
  },
];

describe('RBAC permission boundaries', () => {
  let app: NestFastifyApplication;
  const callers = {} as Record<Caller, ApiClient>;
  let victimId: string;

  beforeAll(async () => {
    app = await createTestApp();
    callers.anonymous = new ApiClient(app);
    for (const role of ['user', 'manager', 'admin'] as const) {
      callers[role] = (await signedInAs(app, role)).client;
    }
    victimId = (await signedInAs(app, 'user')).id;
  });
  afterAll(() => app.close());

  const cases = BOUNDARIES.flatMap((route) =>
    (Object.keys(route.expect) as Caller[]).map((caller) => ({
      ...route,
      caller,
      status: route.expect[caller],
    })),
  );

  it.each(cases)(
    '$method $path as $caller → $status',
    async ({ method, path, body, caller, status }) => {
      const client = callers[caller];
      const res =
        method === 'get'
          ? await client.agent.get(path)
          : await client.send(method, path, body!(victimId));
      if (res.status !== status) {
        throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
      }
    },
  );
});
