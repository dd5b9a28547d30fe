import type { PlanCatalogue } from './plan-catalogue-types';

/**
 * A catalogue for unit tests, shaped like the seeded one. The running app never uses it: there
 * the catalogue comes from the `plans` table (modules/plan-knowledge).
 */
export const SAMPLE_PLAN_CATALOGUE: PlanCatalogue = {
  trialDays: 14,
  plans: [
    {
      name: 'Starter',
      description: 'One private model server for a team getting started.',
      price: 99,
      currency: 'usd',
      interval: 'month',
      maxServers: 1,
      monthlyTokens: 5_000_000,
      tokenAllowance: '5 million tokens a month',
      features: ['1 AI server', '5 million tokens a month', 'Email support'],
      license: { tier: 'starter', maxUsers: 1, features: ['basic_chat', 'memory_persistence'] },
    },
    {
      name: 'Professional',
      description: 'Several model servers and a license the whole team can share.',
      price: 499,
      currency: 'usd',
      interval: 'month',
      maxServers: 5,
      monthlyTokens: 50_000_000,
      tokenAllowance: '50 million tokens a month',
      features: ['Up to 5 AI servers', '50 million tokens a month', 'Priority support'],
      license: {
        tier: 'pro',
        maxUsers: 5,
        features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
      },
    },
    {
      name: 'Enterprise',
      description: 'No server limit, air-gapped deployments and round-the-clock support.',
      price: 1999,
      currency: 'usd',
      interval: 'month',
      maxServers: -1,
      monthlyTokens: null,
      tokenAllowance: 'Unlimited tokens',
      features: [
        'Unlimited AI servers',
        'Unlimited tokens',
        '24/7 support with a 99.9% uptime SLA',
      ],
      license: {
        tier: 'pro',
        maxUsers: 25,
        features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
      },
    },
  ],
};
