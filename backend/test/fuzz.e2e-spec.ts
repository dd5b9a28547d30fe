import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { ApiClient, expectStatus, PASSWORD } from './api-client';
import { signedInAs, usersRepo } from './admin-helpers';
import { createTestApp } from './app.factory';
import { freshDatabase } from './fresh-database';
import { edgeCaseRequests } from './fuzz/edge-cases';
import { HostileRequest, hostileRequest } from './fuzz/hostile-requests';
import { listOperations, Operation } from './fuzz/openapi-operations';
import { installWriteCounter, rowWrites } from './fuzz/write-counter';

/**
 * The hostile-input gate: every operation of the served OpenAPI document, for every role, gets
 * seeded random hostile requests. Never a 5xx, always the one error shape, no internals in any
 * body, and nothing written by a refused request. A new route is covered without editing this.
 * FUZZ_SEED and FUZZ_RUNS (per operation and role) reproduce or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const LEAK =
  /\bat \S+ \(|\.(js|ts):\d+:\d+|QueryFailedError|SQLITE_|\bsqlite\b|postgres|duplicate key|violates .* constraint|typeorm|class-validator|class-transformer|node_modules|TypeError|ReferenceError|RangeError|Cannot read propert/i;

type Role = 'anonymous' | 'user' | 'manager' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'manager', 'admin'];

interface Caller {
  role: Role;
  client: ApiClient;
  userId?: string;
}

describe('Hostile input on every route (OpenAPI-driven fuzz)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let operations: Operation[];
  const callers = new Map<Role, Caller>();

  beforeAll(async () => {
    // No background job may write while a refused request is judged (servers' health checks
    // would write rows between the two counts).
    // A database of its own on PostgreSQL too: the shared run database holds every other
    // suite's rows, which slowed every check and gave the subscription job other
    // suites' due periods to renew while requests were judged.
    database = await freshDatabase();
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: '3600000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    db = app.get(DataSource);
    await installWriteCounter(db);
    const doc = await new ApiClient(app).agent.get('/api/docs-json').expect(200);
    operations = listOperations(doc.body);
    for (const role of ROLES) callers.set(role, await newCaller(role));
    // The admin owns an organisation, so organisation routes judge their input instead of
    // answering NO_ORGANIZATION before they read it.
    await callers
      .get('admin')!
      .client.post('/api/billing/subscribe', {
        planId: 'enterprise',
        organizationName: 'Fuzz Org',
        slug: 'fuzz-org',
      })
      .then(expectStatus(201));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function newCaller(role: Role, userId?: string): Promise<Caller> {
    if (role === 'anonymous') {
      const client = new ApiClient(app);
      await client.csrf();
      return { role, client };
    }
    if (userId) {
      // The session ended (a fuzzed logout succeeded): sign the same account in again.
      const user = await usersRepo(app).findOneByOrFail({ id: userId });
      const client = new ApiClient(app);
      await client.login(user.username, PASSWORD);
      return { role, client, userId };
    }
    const signedIn = await signedInAs(app, role);
    return { role, client: signedIn.client, userId: signedIn.id };
  }

  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  /** Sends one request as `role` and applies every assertion of the gate to the answer. */
  async function judge(role: Role, op: Operation, req: HostileRequest): Promise<void> {
    const caller = callers.get(role)!;
    const before = await rowWrites(db);
    const res = await send(caller.client, op, req);
    if (process.env.FUZZ_DEBUG && req.description.includes(process.env.FUZZ_DEBUG))
      console.log(req.description, res.status, res.text.slice(0, 120));
    const context = `${role}: ${req.description} -> ${res.status} ${res.text.slice(0, 300)}`;
    if (res.status >= 500) throw new Error(`5xx for ${context}`);
    if (LEAK.test(res.text)) throw new Error(`internals leaked for ${context}`);
    if (res.status >= 400) {
      assertErrorShape(res.status, res.body, context, req.path);
      const after = await rowWrites(db);
      expect({ context, rowWrites: after }).toEqual({ context, rowWrites: before });
    } else if (role !== 'anonymous') {
      const me = await caller.client.agent.get('/api/auth/me');
      if (me.status !== 200) callers.set(role, await newCaller(role, caller.userId));
    }
  }

  // Validation runs after the access check, so the systematic sweep goes through as an admin
  // (every route) and as a visitor (the public routes).
  it.each<Role>(['admin', 'anonymous'])(
    'answers every class of bad value in every field with a 4xx, never a 5xx (%s)',
    async (role) => {
      const failures: string[] = [];
      for (const op of operations) {
        for (const req of edgeCaseRequests(op)) {
          await judge(role, op, req).catch((err: Error) => failures.push(err.message));
        }
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );

  it.each(ROLES)(
    'never answers a random hostile request with a 5xx, a leak or a write (%s)',
    async (role) => {
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(hostileRequest(op), (req) => judge(role, op, req)),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    },
    240_000,
  );
});

function send(client: ApiClient, op: Operation, req: HostileRequest) {
  const call = client.agent[op.method](req.path);
  if (op.method !== 'get') call.set('X-CSRF-Token', client.csrfToken ?? '');
  if (req.body === undefined) return call;
  return call.set('Content-Type', 'application/json').send(req.body);
}

/** The OpenAI-compatible gateway (/api/v1) answers in OpenAI's envelope (docs/gateway.md). */
function isOpenAiError(body: unknown): boolean {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.message === 'string' &&
    typeof error.type === 'string' &&
    (error.param === null || typeof error.param === 'string') &&
    (error.code === null || typeof error.code === 'string')
  );
}

/** Anthropic's Messages API (/api/v1/messages) answers in Anthropic's envelope. */
function isAnthropicError(body: unknown): boolean {
  const b = body as { type?: unknown; error?: Record<string, unknown> } | null;
  return (
    b?.type === 'error' &&
    typeof b.error === 'object' &&
    b.error !== null &&
    typeof b.error.type === 'string' &&
    typeof b.error.message === 'string'
  );
}

function assertErrorShape(status: number, body: unknown, context: string, path: string): void {
  if (/^\/api\/v1\/messages(\/|$)/.test(path)) {
    if (!isAnthropicError(body))
      throw new Error(`error body not in Anthropic's shape for ${context}`);
    return;
  }
  if (path.startsWith('/api/v1/')) {
    if (!isOpenAiError(body)) throw new Error(`error body not in OpenAI's shape for ${context}`);
    return;
  }
  const b = body as Record<string, unknown>;
  const ok =
    typeof b === 'object' &&
    b !== null &&
    b.statusCode === status &&
    typeof b.error === 'string' &&
    typeof b.code === 'string' &&
    /^[A-Z][A-Z0-9_]*$/.test(b.code) &&
    (typeof b.message === 'string' ||
      (Array.isArray(b.message) && b.message.every((m) => typeof m === 'string')));
  if (!ok) throw new Error(`error body not in the API's shape for ${context}`);
}
