import { GatewayErrors } from '../edge/openai-errors';
import { isListed, servesModel, UpstreamServer } from '../routing/upstream-server';

/** One served model's rule; a model without one is open to everyone, with no alias or fallback. */
export interface ModelRule {
  model: string;
  /** null: everyone in the organization; else the members of any of these teams. */
  teams: readonly string[] | null;
  aliases: readonly string[];
  /** Model names (or aliases), in order. */
  fallbacks: readonly string[];
}

/** An organization's rules as the gateway reads them on every call (kept in memory). */
export interface OrganizationRules {
  byModel: ReadonlyMap<string, ModelRule>;
  /** alias -> the model it names. */
  aliasOf: ReadonlyMap<string, string>;
  /** userId -> ids of the teams the member is in. */
  teamsOf: ReadonlyMap<string, ReadonlySet<string>>;
}

export const NO_RULES: OrganizationRules = {
  byModel: new Map(),
  aliasOf: new Map(),
  teamsOf: new Map(),
};

/** Who is calling: the member and, for an API token, the models it is limited to. */
export interface ModelViewer {
  userId: string;
  /** null: not limited (a session, or a token without a model list). */
  tokenModels: readonly string[] | null;
}

export function buildRules(
  rules: readonly ModelRule[],
  memberships: readonly { teamId: string; userId: string }[],
): OrganizationRules {
  const byModel = new Map<string, ModelRule>();
  const aliasOf = new Map<string, string>();
  for (const rule of rules) {
    byModel.set(rule.model, rule);
    for (const alias of rule.aliases) aliasOf.set(alias, rule.model);
  }
  const teamsOf = new Map<string, Set<string>>();
  for (const { teamId, userId } of memberships) {
    let set = teamsOf.get(userId);
    if (!set) teamsOf.set(userId, (set = new Set()));
    set.add(teamId);
  }
  return { byModel, aliasOf, teamsOf };
}

/** The model a requested name stands for (an alias's model, else the name itself). */
export function resolveName(rules: OrganizationRules, name: string): string {
  return rules.aliasOf.get(name) ?? name;
}

/**
 * Whether `viewer` may call `model` (a served name), asked for as `asked` (the model or one of
 * its aliases). The team rule, then the token's list: the list may name the model or an alias.
 */
export function mayUse(
  rules: OrganizationRules,
  viewer: ModelViewer,
  model: string,
  asked: string = model,
): boolean {
  const rule = rules.byModel.get(model);
  if (rule?.teams) {
    const mine = rules.teamsOf.get(viewer.userId);
    if (!mine || !rule.teams.some((team) => mine.has(team))) return false;
  }
  const list = viewer.tokenModels;
  if (!list) return true;
  return (
    list.includes(model) || list.includes(asked) || !!rule?.aliases.some((a) => list.includes(a))
  );
}

/** One model to try in turn: its name as sent upstream and its servers. */
export interface ModelStep {
  model: string;
  candidates: UpstreamServer[];
}

function listedServersOf(servers: readonly UpstreamServer[], model: string): UpstreamServer[] {
  return servers.filter((s) => isListed(s) && servesModel(s, model));
}

/** The rule of the model these servers serve (its registered name, else the name asked). */
function ruleName(candidates: readonly UpstreamServer[], model: string): string {
  return candidates.find((s) => s.model === model)?.model ?? candidates[0]?.model ?? model;
}

/**
 * The models that may answer a request for `requested`, in order: the model it names (through
 * an alias), then each of its fallbacks the viewer may use and some server serves. A model the
 * viewer may not use answers exactly as one that does not exist: 404 model_not_found.
 */
export function planModels(
  rules: OrganizationRules,
  servers: readonly UpstreamServer[],
  viewer: ModelViewer,
  requested: string,
): ModelStep[] {
  const model = resolveName(rules, requested);
  const candidates = listedServersOf(servers, model);
  if (candidates.length === 0) throw GatewayErrors.modelNotFound(requested);
  const served = ruleName(candidates, model);
  if (!mayUse(rules, viewer, served, requested)) throw GatewayErrors.modelNotFound(requested);
  const steps: ModelStep[] = [{ model, candidates }];
  const seen = new Set([served]);
  for (const fallback of rules.byModel.get(served)?.fallbacks ?? []) {
    const name = resolveName(rules, fallback);
    const fallbackServers = listedServersOf(servers, name);
    if (fallbackServers.length === 0) continue;
    const fallbackServed = ruleName(fallbackServers, name);
    if (seen.has(fallbackServed) || !mayUse(rules, viewer, fallbackServed, fallback)) continue;
    seen.add(fallbackServed);
    steps.push({ model: name, candidates: fallbackServers });
  }
  return steps;
}

/** The served models and aliases the viewer may call (GET /api/v1/models), with their model. */
export function visibleModels(
  rules: OrganizationRules,
  servers: readonly UpstreamServer[],
  viewer: ModelViewer,
): { id: string; model: string }[] {
  const out: { id: string; model: string }[] = [];
  const served = new Set<string>();
  for (const server of servers) if (isListed(server)) served.add(server.model);
  for (const model of served) {
    if (mayUse(rules, viewer, model)) out.push({ id: model, model });
    for (const alias of rules.byModel.get(model)?.aliases ?? []) {
      if (mayUse(rules, viewer, model, alias)) out.push({ id: alias, model });
    }
  }
  return out;
}
