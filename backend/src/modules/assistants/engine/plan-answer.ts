import type { CataloguePlan, PlanCatalogue } from './plan-catalogue-types';

/**
 * Direct answers to price questions, computed from the plan catalogue (issue 34): "How much does
 * IronKeep cost per month for 3 AI servers?" → "Professional, $499/month, up to 5 servers", the
 * least expensive plan whose limits cover what was asked. Null when the question is not about
 * price, or asks nothing the catalogue can compute: the engine then picks a sentence instead.
 */
export function planAnswer({ plans }: PlanCatalogue, query: string): string | null {
  const q = query.toLowerCase();
  const aboutPrice =
    /\b(cost|costs|price|prices|priced|pricing|how much|pay|cheapest|budget)\b/.test(q);
  const servers = countBefore(q, /(?:ai |model |gpu )?(?:servers?|machines?|nodes?)\b/);
  const users = countBefore(q, /(?:users?|seats?|people|devices?|employees?)\b/);
  const onSale = [...plans].sort((a, b) => a.price - b.price);
  if (onSale.length === 0) return null;
  if (servers !== null || users !== null) {
    if (!aboutPrice && !/\bplan\b/.test(q)) return null;
    return fittingPlan(onSale, servers, users);
  }
  if (!aboutPrice) return null;
  return `IronKeep has ${onSale.length} plans: ${onSale.map((p) => `${p.name}, ${perInterval(p)}, ${serversText(p.maxServers)}`).join('; ')}.`;
}

function fittingPlan(plans: CataloguePlan[], servers: number | null, users: number | null): string {
  const fits = (p: CataloguePlan) =>
    (servers === null || p.maxServers === -1 || p.maxServers >= servers) &&
    (users === null || p.license.maxUsers >= users);
  const asked = [
    servers !== null ? count(servers, 'AI server') : null,
    users !== null ? `${count(users, 'user')} of IronKeep Local` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const plan = plans.find(fits);
  if (!plan) {
    const largest = plans[plans.length - 1];
    return `No plan on the price list covers ${asked}: the largest, ${largest.name} (${perInterval(largest)}), allows ${serversText(largest.maxServers)} and ${count(largest.license.maxUsers, 'user')}. For more, IronKeep quotes an enterprise agreement after a discovery call.`;
  }
  const cheaper = plans.slice(0, plans.indexOf(plan));
  const why = cheaper.length
    ? ` It is the least expensive plan that does (${cheaper.map((p) => `${p.name} allows ${limitText(p, servers, users)}`).join('; ')}).`
    : '';
  const licence =
    users !== null ? `, IronKeep Local for ${count(plan.license.maxUsers, 'user')}` : '';
  return `For ${asked}: ${plan.name}, ${perInterval(plan)}, ${serversText(plan.maxServers)}${licence}.${why}`;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

/** "3 AI servers", "three servers" → 3; null when the question gives no number for that noun. */
function countBefore(q: string, noun: RegExp): number | null {
  const match = new RegExp(
    `\\b(\\d{1,6}|${Object.keys(NUMBER_WORDS).join('|')})\\s+${noun.source}`,
  ).exec(q);
  if (!match) return null;
  const n = /^\d/.test(match[1]) ? Number(match[1]) : NUMBER_WORDS[match[1]];
  return n > 0 ? n : null;
}

/** "$499/month". */
function perInterval(plan: CataloguePlan): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
  }).format(plan.price);
  return `${amount}/${plan.interval}`;
}

function serversText(maxServers: number): string {
  if (maxServers === -1) return 'unlimited servers';
  return maxServers === 1 ? '1 server' : `up to ${maxServers} servers`;
}

function limitText(plan: CataloguePlan, servers: number | null, users: number | null): string {
  const parts = [];
  if (servers !== null) parts.push(serversText(plan.maxServers).replace('up to ', ''));
  if (users !== null) parts.push(count(plan.license.maxUsers, 'user'));
  return parts.join(' and ');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
