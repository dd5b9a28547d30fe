/** Answers shaped like the generated API types, for the organisation and billing screens' tests. */
export const owner = {
  id: 'u-owner',
  username: 'olivia',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  organizationId: 'org-1',
  organizationRole: 'owner',
  twoFactorEnabled: false,
};
export const member = { ...owner, id: 'u-member', username: 'max', organizationRole: 'member' };
export const admin = { ...owner, id: 'u-admin', username: 'ada', organizationRole: 'admin' };
export const loner = {
  ...owner,
  id: 'u-loner',
  username: 'lou',
  organizationId: null,
  organizationRole: null,
};

export const plans = {
  starter: {
    id: 'starter',
    name: 'Starter',
    description: 'One private model server.',
    price: 99,
    priceCents: 9900,
    currency: 'usd',
    interval: 'month',
    features: ['1 AI server', '5 million tokens a month', 'IronKeep Local license for 1 user'],
    maxServers: 1,
    monthlyTokens: 5_000_000,
    licenseTier: 'starter',
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    description: 'Several model servers.',
    price: 499,
    priceCents: 49900,
    currency: 'usd',
    interval: 'month',
    features: [
      'Up to 5 AI servers',
      '50 million tokens a month',
      'IronKeep Local license for 5 users',
    ],
    maxServers: 5,
    monthlyTokens: 50_000_000,
    licenseTier: 'pro',
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'No server limit.',
    price: 1999,
    priceCents: 199900,
    currency: 'usd',
    interval: 'month',
    features: ['Unlimited AI servers', 'Unlimited tokens', '24/7 support with a 99.9% uptime SLA'],
    maxServers: -1,
    monthlyTokens: null,
    licenseTier: 'pro',
  },
};

export function server(overrides: Record<string, unknown> = {}) {
  return {
    id: `s-${Math.random().toString(16).slice(2, 8)}`,
    name: 'GPU box',
    status: 'active',
    llmProvider: 'ollama',
    llmModel: 'llama3.2',
    healthStatus: 'healthy',
    serverUrl: 'http://10.0.0.5:11434',
    healthReason: null,
    lastCheckedAt: '2026-03-01T09:00:00.000Z',
    nextCheckAt: '2026-03-01T09:00:30.000Z',
    checkIntervalSeconds: 30,
    apiKeySet: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function mySubscription(
  options: {
    role?: 'owner' | 'admin' | 'member';
    plan?: keyof typeof plans;
    servers?: object[];
    subscription?: Record<string, unknown>;
  } = {},
) {
  const status = (options.subscription?.status as string) ?? 'trialing';
  return {
    organization: {
      id: 'org-1',
      name: 'Acme Health',
      slug: 'acme-health',
      subscriptionStatus: status,
      role: options.role ?? 'owner',
      createdAt: '2026-03-01T08:00:00.000Z',
    },
    subscription: {
      id: 'sub-1',
      status,
      planId: options.plan ?? 'professional',
      provider: 'builtin',
      currentPeriodStart: '2026-03-01T08:00:00.000Z',
      currentPeriodEnd: '2026-03-15T08:00:00.000Z',
      trialEnd: '2026-03-15T08:00:00.000Z',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      ...options.subscription,
    },
    plan: plans[options.plan ?? 'professional'],
    servers: options.servers ?? [],
  };
}

export const license = {
  id: 'lic-1',
  key: 'IRON-PRO-7b2276223a317d-' + 'ab'.repeat(64),
  tier: 'pro',
  maxUsers: 5,
  features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  keyId: '0123456789abcdef',
  issuedAt: '2026-03-01T08:00:00.000Z',
  expiresAt: '2026-03-22T08:00:00.000Z',
  periodEnd: '2026-03-15T08:00:00.000Z',
  status: 'active',
  revokedAt: null,
  revokeReason: null,
};

export const memberList = (
  ...users: { id: string; username: string; organizationRole: string }[]
) => ({
  data: users.map((u) => ({ id: u.id, username: u.username, role: u.organizationRole })),
  pagination: { page: 1, limit: 100, total: users.length, totalPages: 1 },
});
