import { GatewayError } from '../edge/openai-errors';
import { UpstreamServer } from '../routing/upstream-server';
import { buildRules, planModels, visibleModels } from './model-rules';

const server = (id: string, model: string, status: UpstreamServer['status'] = 'active') =>
  ({
    id,
    organizationId: 'o',
    name: id,
    runtime: 'vllm',
    model,
    url: `http://${id}`,
    apiKey: null,
    status,
    createdAt: new Date(0),
  }) as UpstreamServer;

const servers = [server('a', 'big'), server('b', 'small'), server('c', 'spare')];
const rules = buildRules(
  [
    { model: 'big', teams: ['t1'], aliases: ['gpt-4o'], fallbacks: [] },
    { model: 'small', teams: null, aliases: [], fallbacks: ['gpt-4o', 'spare', 'gone'] },
  ],
  [{ teamId: 't1', userId: 'in' }],
);
const member = { userId: 'in', tokenModels: null };
const outsider = { userId: 'out', tokenModels: null };

describe('model rules', () => {
  it('resolves aliases and hides a team model as if absent', () => {
    expect(planModels(rules, servers, member, 'gpt-4o').map((s) => s.model)).toEqual(['big']);
    const err = (() => {
      try {
        planModels(rules, servers, outsider, 'gpt-4o');
      } catch (e) {
        return e as GatewayError;
      }
    })();
    expect(err?.openAiCode).toBe('model_not_found');
    expect(err?.text).toBe('The model `gpt-4o` does not exist or you do not have access to it.');
  });

  it('keeps only the fallbacks the caller may use and some server serves', () => {
    expect(planModels(rules, servers, member, 'small').map((s) => s.model)).toEqual([
      'small',
      'big',
      'spare',
    ]);
    expect(planModels(rules, servers, outsider, 'small').map((s) => s.model)).toEqual([
      'small',
      'spare',
    ]);
  });

  it('limits a token to its list, naming a model or an alias', () => {
    const token = { userId: 'in', tokenModels: ['gpt-4o'] };
    expect(visibleModels(rules, servers, token).map((m) => m.id)).toEqual(['big', 'gpt-4o']);
    expect(() => planModels(rules, servers, token, 'small')).toThrow(GatewayError);
    expect(visibleModels(rules, servers, outsider).map((m) => m.id)).toEqual(['small', 'spare']);
  });
});
