import { Attempt } from '../upstream/upstream-call';
import { CooldownBoard } from './cooldown-board';
import { GatewayRouter } from './gateway-router';
import { InFlight } from './pick-server';
import { ServerCatalog } from './server-catalog';
import { UpstreamServer } from './upstream-server';

const MODEL = 'llama3.1:8b';

function server(id: string, status: UpstreamServer['status']): UpstreamServer {
  return {
    id,
    organizationId: 'org',
    name: `GPU ${id}`,
    runtime: 'vllm',
    model: MODEL,
    url: `http://10.0.0.1/${id}`,
    apiKey: null,
    status,
    createdAt: new Date(0),
  };
}

function routerOver(servers: UpstreamServer[]) {
  const catalog = new ServerCatalog(
    async () => servers,
    60_000,
    () => 0,
  );
  const cooldowns = new CooldownBoard(() => 0);
  const failures: string[] = [];
  const router = new GatewayRouter(
    catalog,
    cooldowns,
    new InFlight(),
    { maxAttempts: 3, cooldownMs: 1_000 },
    (s) => failures.push(s.id),
  );
  return { router, cooldowns, failures };
}

/** An attempt that answers on the servers in `answering` and is refused elsewhere. */
function attemptAnsweringOn(answering: string[], tried: string[]) {
  return async (s: UpstreamServer): Promise<Attempt<string>> => {
    tried.push(s.id);
    return answering.includes(s.id)
      ? { ok: true, value: s.id }
      : { ok: false, retry: true, reason: 'ECONNREFUSED', answered: false };
  };
}

describe('GatewayRouter', () => {
  const signal = new AbortController().signal;

  it('lists stopped servers out, and failed ones in as candidates', async () => {
    const { router } = routerOver([
      server('a', 'active'),
      server('b', 'failed'),
      server('c', 'stopped'),
    ]);
    expect((await router.candidates('org', MODEL)).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('prefers a healthy server to one whose last check failed', async () => {
    const { router } = routerOver([server('a', 'failed'), server('b', 'active')]);
    const candidates = await router.candidates('org', MODEL);
    for (let i = 0; i < 20; i++) {
      const tried: string[] = [];
      const routed = await router.route(
        candidates,
        MODEL,
        signal,
        attemptAnsweringOn(['a', 'b'], tried),
      );
      routed.release();
      expect(tried).toEqual(['b']);
    }
  });

  it('tries a failed server as a last resort instead of answering 503 (a check can time out)', async () => {
    const { router, failures } = routerOver([server('a', 'active'), server('b', 'failed')]);
    const candidates = await router.candidates('org', MODEL);
    const tried: string[] = [];
    const routed = await router.route(candidates, MODEL, signal, attemptAnsweringOn(['b'], tried));
    expect(tried).toEqual(['a', 'b']);
    expect(routed.value).toBe('b');
    expect(routed.attempts).toBe(2);
    expect(failures).toEqual(['a']);
  });

  it('skips servers cooling down, failed or not, and answers 503 when none is left', async () => {
    const { router, cooldowns } = routerOver([server('a', 'active'), server('b', 'failed')]);
    const candidates = await router.candidates('org', MODEL);
    cooldowns.coolDown('a', 1_000);
    cooldowns.coolDown('b', 1_000);
    const tried: string[] = [];
    await expect(
      router.route(candidates, MODEL, signal, attemptAnsweringOn(['a', 'b'], tried)),
    ).rejects.toMatchObject({ status: 503 });
    expect(tried).toEqual([]);
  });
});
