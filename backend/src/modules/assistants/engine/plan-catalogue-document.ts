import { KnowledgeDocument, parseDocument } from './knowledge-loader';
import { planAnswer } from './plan-answer';
import type { CatalogueLicense, CataloguePlan, PlanCatalogue } from './plan-catalogue-types';

export const PLAN_CATALOGUE_FILE = 'brain/plans-and-prices.generated.md';
export const PLAN_CATALOGUE_TITLE = 'Plans and Prices: How IronKeep Is Priced';

/** The words people ask pricing questions with ("licence" too: visitors spell it both ways). */
const SEARCH_TAGS = (
  'pricing, price, prices, priced, cost, costs, how much, plan, plans, subscription, subscribe, ' +
  'buy, free trial, license, licence, seats, users, servers, limits, tokens, token allowance, usage, quota'
).split(', ');

/**
 * The brain assistant's knowledge of plans, prices, limits and licenses, written from the plan
 * catalogue itself (the `plans` table behind /pricing), so the assistant cannot contradict the
 * pricing page: no figure in it is typed by hand. Re-rendered whenever the catalogue changes.
 */
export function planCatalogueDocument(catalogue: PlanCatalogue): KnowledgeDocument {
  return {
    ...parseDocument(PLAN_CATALOGUE_FILE, planCatalogueMarkdown(catalogue)),
    directAnswer: (query) => planAnswer(catalogue, query),
  };
}

export function planCatalogueMarkdown({ plans, trialDays }: PlanCatalogue): string {
  const tags = [...SEARCH_TAGS, ...plans.map((p) => p.name.toLowerCase())];
  const summary = plans.map((p) => `${p.name}: ${priceText(p)}`);
  const tiers = uniqueLicenses(plans);
  return [
    '---',
    `title: "${PLAN_CATALOGUE_TITLE}"`,
    `tags: [${tags.join(', ')}]`,
    '---',
    `# ${PLAN_CATALOGUE_TITLE}`,
    '',
    `How IronKeep is priced: a public price list of ${count(plans.length, 'plan')}, the same as ` +
      `on the Pricing page (/pricing), where an organization subscribes. ${summary.join('; ')}. ` +
      `Every plan starts with a ${trialDays}-day free trial and includes an IronKeep Local ` +
      `license for the team's own machines, so there is no separate per-seat license to buy.`,
    '',
    '## Prices and limits of each plan',
    '',
    ...plans.map(
      (p) =>
        `- **${p.name}**: ${priceText(p)}. ${serversText(p.maxServers)}; ` +
        `${p.tokenAllowance}; ${licenseText(p.license)}.`,
    ),
    '',
    ...plans.flatMap((p) => [
      `## ${p.name} plan: ${priceText(p)}`,
      '',
      `${p.description} ${serversText(p.maxServers)}. Includes: ${p.features.join('; ')}. ` +
        `Its IronKeep Local license: ${licenseText(p.license)}, with ${words(p.license.features)}.`,
      '',
    ]),
    '## IronKeep Local license included with every plan',
    '',
    `Each subscription includes an IronKeep Local license key, checked offline. ` +
      tiers
        .map(
          (t) =>
            `The ${capitalize(t.tier)} tier (${sentence(plansWith(plans, t))}) allows ` +
            `${count(t.maxUsers, 'user')}, each on their own device, with ${words(t.features)}.`,
        )
        .join(' '),
    '',
  ].join('\n');
}

function priceText(plan: CataloguePlan): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
  }).format(plan.price);
  return `${amount} per ${plan.interval}`;
}

function serversText(maxServers: number): string {
  if (maxServers === -1) return 'Unlimited AI servers';
  return maxServers === 1 ? '1 AI server' : `Up to ${maxServers} AI servers`;
}

function licenseText(license: CatalogueLicense): string {
  return `${capitalize(license.tier)} license for ${count(license.maxUsers, 'user')}`;
}

/** One entry per distinct grant: a tier with its number of users (Enterprise's Pro: 25). */
function uniqueLicenses(plans: CataloguePlan[]): CatalogueLicense[] {
  const byGrant = new Map(plans.map((p) => [grantKey(p.license), p.license]));
  return [...byGrant.values()];
}

function plansWith(plans: CataloguePlan[], license: CatalogueLicense): string[] {
  return plans
    .filter((p) => grantKey(p.license) === grantKey(license))
    .map((p) => `the ${p.name} plan`);
}

const grantKey = (license: CatalogueLicense) => `${license.tier}:${license.maxUsers}`;

/** `basic_chat` → "basic chat", `multi_user` → "multi-user": the license's features as words. */
function words(features: string[]): string {
  return sentence(features.map((f) => f.replace(/^multi_/, 'multi-').replace(/_/g, ' ')));
}

function sentence(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function capitalize(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}
