import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import {
  admin,
  license,
  loner,
  member,
  memberList,
  mySubscription,
  owner,
  server,
} from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

type Handlers = Parameters<typeof mockFetch>[0];

/** As GET /api/organizations/audit answers: no chain number, no hashes. */
const auditEntry = (action: string, extra: object = {}) => ({
  occurredAt: '2026-03-01T12:00:00.000Z',
  actor: { type: 'user', id: 'id-owner', username: 'olivia', auth: 'session' },
  action,
  outcome: 'success',
  target: { type: 'user', id: 'id-max' },
  organizationId: 'org-1',
  ipAddress: '10.0.0.7',
  userAgent: 'Firefox',
  details: { username: 'max' },
  ...extra,
});
const auditPage = (entries: object[]) => ({
  data: entries,
  pagination: { page: 1, limit: 20, total: entries.length, totalPages: 1 },
});

/** Signed in as `user`, with the dashboard's calls answered; `extra` adds or overrides. */
function signedIn(user: object, data: object | null, extra: Handlers = {}) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/billing/my-subscription': () => jsonResponse(data),
    'GET /api/licenses/current': () => jsonResponse(license),
    'GET /api/licenses?limit=20': () =>
      jsonResponse({
        data: [license],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      }),
    'GET /api/organizations/members?limit=100': () => jsonResponse(memberList(owner, member)),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    'GET /api/organizations/audit?page=1&limit=20': () =>
      jsonResponse(auditPage([auditEntry('member_added')])),
    'GET /api/organizations/usage/allowance': () => jsonResponse(allowance([])),
    ...extra,
  });
}

const allowance = (notices: object[]) => ({
  limitTokens: 250,
  usedTokens: 260,
  remainingTokens: 0,
  resetsAt: '2026-04-01T00:00:00.000Z',
  notices,
});

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${url}` === key,
  );

describe('/customer-dashboard', () => {
  it('sends a signed-out visitor to /auth', async () => {
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ message: 'Unauthorized' }, 401) });
    const { router } = renderRoute('/customer-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcustomer-dashboard');
  });

  it('shows No Organization with Create Organization → /subscribe, without asking for a subscription', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    });
    renderRoute('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'No Organization' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Organization' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(calls(fetchMock, 'GET /api/billing/my-subscription')).toHaveLength(0);
  });

  it('shows Dashboard Unavailable with View Plans when loading fails, and does not retry', async () => {
    const fetchMock = signedIn(owner, null, {
      'GET /api/billing/my-subscription': () => jsonResponse({ message: 'boom' }, 500),
    });
    renderRoute('/customer-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard Unavailable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Unable to load your dashboard. Please check your subscription status.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscribe');
    expect(calls(fetchMock, 'GET /api/billing/my-subscription')).toHaveLength(1);
  });

  it('shows No Servers Yet, the stats and Add Server for an owner with room on the plan', async () => {
    signedIn(owner, mySubscription({ plan: 'starter' }));
    renderRoute('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'Acme Health' })).toBeInTheDocument();
    expect(screen.getByText('acme-health')).toBeInTheDocument();
    expect(screen.getByText('Organization role: Owner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Servers Yet' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Your organization has no AI server yet\. Register one with Add Server/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/being provisioned/)).not.toBeInTheDocument();
    expect(screen.getByTestId('active-servers')).toHaveTextContent(/^0$/);
    expect(screen.getByText('of 1 allowed')).toBeInTheDocument();
    // In the Plan stat and on the Subscription card.
    expect(screen.getAllByText('$99/month')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Server' })).toBeInTheDocument();
  });

  it('shows each server with the spec colours and Open AI Server opening its page', async () => {
    const servers = [
      server({ name: 'Alpha', status: 'active', healthStatus: 'healthy' }),
      server({
        name: 'Bravo',
        status: 'provisioning',
        healthStatus: 'unknown',
        lastCheckedAt: null,
      }),
      server({ name: 'Charlie', status: 'stopped', healthStatus: 'unknown' }),
      server({
        name: 'Delta',
        status: 'failed',
        healthStatus: 'unhealthy',
        healthReason: 'Model llama3.2 is not on this server (it has: mistral:7b)',
      }),
      server({
        name: 'Echo',
        status: 'active',
        serverUrl: null,
        llmProvider: 'vllm',
        llmModel: 'Qwen/Qwen2.5',
      }),
    ];
    signedIn(owner, mySubscription({ plan: 'professional', servers }));
    renderRoute('/customer-dashboard');
    const cards = await screen.findAllByTestId('server-card');
    expect(cards).toHaveLength(5);
    const card = (name: string) => within(cards.find((c) => within(c).queryByText(name))!);
    const tones = (name: string) =>
      [
        ...card(name)
          .getByText(name)
          .closest('[data-testid="server-card"]')!
          .querySelectorAll('[data-tone]'),
      ].map((el) => `${el.textContent}:${el.getAttribute('data-tone')}`);
    expect(tones('Alpha')).toEqual(['Active:green', 'Healthy:green']);
    expect(tones('Bravo')).toEqual(['Provisioning:yellow', 'Unknown:grey']);
    expect(tones('Charlie')).toEqual(['Stopped:grey', 'Unknown:grey']);
    expect(tones('Delta')).toEqual(['Failed:red', 'Unhealthy:red']);
    expect(card('Delta').getByText(/Model llama3.2 is not on this server/)).toBeInTheDocument();
    expect(card('Echo').getByText('vLLM')).toBeInTheDocument();
    expect(card('Echo').getByText('Qwen/Qwen2.5')).toBeInTheDocument();

    // Every card opens its server's page in IronKeep (issue 42), never the server's address.
    for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].entries()) {
      const open = card(name).getByRole('link', { name: 'Open AI Server' });
      expect(open).toHaveAttribute('href', `/customer-dashboard/server?id=${servers[i].id}`);
      expect(open).not.toHaveAttribute('target');
    }
    expect(screen.getByTestId('active-servers')).toHaveTextContent(/^2$/);
    expect(screen.getByText('of 5 allowed')).toBeInTheDocument();
    expect(screen.getByTestId('healthy-servers')).toHaveTextContent(/^2$/); // Alpha and Echo
    // Five of five: Add Server is gone.
    expect(screen.queryByRole('button', { name: 'Add Server' })).toBeNull();
  });

  it('shows ∞ and keeps Add Server for an unlimited plan', async () => {
    const servers = Array.from({ length: 7 }, (_, i) => server({ name: `n${i}` }));
    signedIn(owner, mySubscription({ plan: 'enterprise', servers }));
    renderRoute('/customer-dashboard');
    expect(await screen.findByText('of ∞ allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Server' })).toBeInTheDocument();
  });

  it('with the built-in provider Manage Billing is a link to /billing, opened in place', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    signedIn(owner, mySubscription({ subscription: { status: 'active' } }));
    const { router } = renderRoute('/customer-dashboard');
    const manage = await screen.findByRole('link', { name: 'Manage Billing' });
    expect(manage).toHaveAttribute('href', '/billing');
    expect(manage).not.toHaveAttribute('target');
    await userEvent.click(manage);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(open).not.toHaveBeenCalled();
  });

  it("shows the subscription card with its warning and features; Stripe's Manage Billing opens the portal in a new tab", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const fetchMock = signedIn(
      owner,
      mySubscription({
        subscription: {
          status: 'active',
          cancelAtPeriodEnd: true,
          trialEnd: null,
          provider: 'stripe',
        },
      }),
      {
        'POST /api/billing/portal': () =>
          jsonResponse({ success: true, url: 'https://billing.stripe.com/p/session' }),
      },
    );
    renderRoute('/customer-dashboard');
    expect(await screen.findByText('Subscription will cancel at period end')).toBeInTheDocument();
    const badge = screen.getByText('Active', { selector: '[data-tone]' });
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Up to 5 AI servers')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls(fetchMock, 'POST /api/billing/portal')[0][1]?.body).toBe('{}');
  });

  it('uses the spec colours for each subscription status', async () => {
    for (const [status, tone, label] of [
      ['trialing', 'blue', 'Trialing'],
      ['past_due', 'yellow', 'Past Due'],
      ['canceled', 'red', 'Canceled'],
      ['incomplete', 'grey', 'Awaiting Payment'],
    ]) {
      signedIn(owner, mySubscription({ subscription: { status } }));
      const view = renderRoute('/customer-dashboard');
      const badge = await screen.findByText(label, { selector: '[data-tone]' });
      expect(badge).toHaveAttribute('data-tone', tone);
      view.unmount();
    }
  });

  it('shows a member the organisation without owner controls', async () => {
    signedIn(member, mySubscription({ role: 'member', servers: [server({ name: 'Alpha' })] }));
    renderRoute('/customer-dashboard');
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.getByText('Organization role: Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Server' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate' })).toBeNull();
    expect(screen.getByText('The organization owner manages billing.')).toBeInTheDocument();
  });

  it('adds a server through the dialog, with the spec-style validation messages', async () => {
    const fetchMock = signedIn(owner, mySubscription(), {
      'POST /api/servers': ({ init }) =>
        jsonResponse(
          server({
            ...JSON.parse(String(init.body)),
            status: 'provisioning',
            checkIntervalSeconds: 120,
          }),
          201,
        ),
    });
    renderRoute('/customer-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Server' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Server URL'), 'ftp://10.0.0.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Server' }));
    expect(await dialog.findByText('Server name is required')).toBeInTheDocument();
    expect(dialog.getByText('Model is required')).toBeInTheDocument();
    expect(
      dialog.getByText('The server URL must start with http:// or https://'),
    ).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('Name'), 'GPU box 1');
    await userEvent.selectOptions(dialog.getByLabelText('Runtime'), 'vllm');
    await userEvent.type(dialog.getByLabelText('Model'), 'Qwen/Qwen2.5-7B-Instruct');
    await userEvent.clear(dialog.getByLabelText('Server URL'));
    await userEvent.type(dialog.getByLabelText('Server URL'), 'http://10.0.0.7:8000/v1');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Server' }));
    expect(await screen.findByText('Server added')).toBeInTheDocument();
    // The interval the new server reports (HEALTH_CHECK_INTERVAL), not a fixed 30 seconds.
    expect(screen.getByText('GPU box 1 will be checked within 2 minutes.')).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'POST /api/servers')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'GPU box 1',
      runtime: 'vllm',
      model: 'Qwen/Qwen2.5-7B-Instruct',
      url: 'http://10.0.0.7:8000/v1',
    });
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('shows the licence key and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    signedIn(owner, mySubscription());
    renderRoute('/customer-dashboard');
    expect(await screen.findByTestId('license-key')).toHaveTextContent(license.key);
    expect(screen.getByText('Pro · 5 users')).toBeInTheDocument();
    // Issue 34: why "Valid until" is a week after the period (the trial) ends.
    expect(screen.getByText('Valid until Mar 22, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('license-validity')).toHaveTextContent(
      'That is one week after the period it was issued for ends (Mar 15, 2026), so the renewed key',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(license.key);
    expect(await screen.findByText('License key copied to clipboard')).toBeInTheDocument();
  });

  it('lists members and lets the owner invite one by username', async () => {
    const fetchMock = signedIn(owner, mySubscription(), {
      'POST /api/organizations/members': () =>
        jsonResponse({ id: 'u-new', username: 'grace', role: 'member' }, 201),
    });
    renderRoute('/customer-dashboard');
    expect(await screen.findByText('max')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Invite by username'), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('grace joined the organization.')).toBeInTheDocument();
    expect(
      JSON.parse(String(calls(fetchMock, 'POST /api/organizations/members')[0][1]?.body)),
    ).toEqual({
      username: 'grace',
    });
  });

  it("shows the owner their organization's audit log, with each entry's details", async () => {
    signedIn(owner, mySubscription({ plan: 'starter' }));
    renderRoute('/customer-dashboard');
    const card = (await screen.findByText('olivia added max to the organization')).closest(
      '#organization-audit',
    );
    expect(card).not.toBeNull();
    const audit = within(card as HTMLElement);
    expect(audit.queryByText(/\(session\)/)).not.toBeInTheDocument();
    await userEvent.click(audit.getByText('Details'));
    expect(audit.getByText('10.0.0.7')).toBeVisible();
    expect(audit.getByText('Member Added')).toBeVisible();
    expect(audit.getByText('Signed-in session')).toBeVisible();
    // A customer sees no installation-wide entry number or chain data.
    expect((card as HTMLElement).textContent).not.toMatch(/#\d|Hash|Entry/);
  });

  it('shows a member no audit log and never asks for it', async () => {
    const fetchMock = signedIn(member, mySubscription({ role: 'member' }));
    renderRoute('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'Acme Health' })).toBeInTheDocument();
    expect(screen.queryByText('Audit log')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET /api/organizations/audit?page=1&limit=20')).toHaveLength(0);
  });

  it("links to Usage, and shows the owner this month's allowance notice", async () => {
    signedIn(owner, mySubscription(), {
      'GET /api/organizations/usage/allowance': () =>
        jsonResponse(allowance([{ threshold: 80 }, { threshold: 100 }])),
    });
    renderRoute('/customer-dashboard');
    expect(
      await screen.findByText(
        "Your organization has used all of this month's 250 tokens. Calls to the IronKeep API are refused until Apr 1, 2026 (UTC).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See usage' })).toHaveAttribute('href', '/usage');
    expect(screen.getByRole('link', { name: 'Usage' })).toHaveAttribute('href', '/usage');
  });

  describe('teams, roles and limits (issue 40)', () => {
    const radiology = {
      id: 'team-1',
      name: 'Radiology',
      idpGroup: 'cn=radiology,ou=groups,dc=example,dc=org',
      createdAt: '2026-03-01T12:00:00.000Z',
      members: [{ id: 'u-member', username: 'max' }],
    };
    const noLimits = {
      monthlyTokens: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      maxConcurrent: null,
    };

    it('shows an admin every control but billing and the role changes', async () => {
      signedIn(admin, mySubscription({ role: 'admin' }), {
        'GET /api/organizations/members?limit=100': () =>
          jsonResponse(memberList(owner, admin, member)),
        'GET /api/organizations/teams': () => jsonResponse([radiology]),
      });
      renderRoute('/customer-dashboard');
      expect(await screen.findByText('Organization role: Admin')).toBeInTheDocument();
      expect(screen.getByText('The organization owner manages billing.')).toBeInTheDocument();
      expect(screen.getByLabelText('Invite by username')).toBeInTheDocument();
      expect(await screen.findByText('Radiology')).toBeInTheDocument();
      expect(screen.getByText('Group: cn=radiology,ou=groups,dc=example,dc=org')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Create team' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Limits of max' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove max' })).toBeInTheDocument();
      // Only the owner makes admins and removes one; nobody removes the owner.
      expect(screen.queryByRole('button', { name: /^Make / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove olivia' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove ada' })).not.toBeInTheDocument();
    });

    it('shows a member the teams without a way to change them', async () => {
      signedIn(member, mySubscription({ role: 'member' }), {
        'GET /api/organizations/teams': () => jsonResponse([radiology]),
      });
      renderRoute('/customer-dashboard');
      expect(await screen.findByText('Radiology')).toBeInTheDocument();
      expect(screen.getByText('Organization role: Member')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Limits of / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Take .* out of/ })).not.toBeInTheDocument();
    });

    it('lets an admin limit a model to a team, with aliases and fallbacks', async () => {
      const small = {
        model: 'llama3.1:8b',
        access: 'everyone',
        aliases: [],
        fallbacks: [],
        servers: 1,
      };
      const fetchMock = signedIn(admin, mySubscription({ role: 'admin' }), {
        'GET /api/organizations/teams': () => jsonResponse([radiology]),
        'GET /api/organizations/models': () =>
          jsonResponse([
            small,
            { ...small, model: 'qwen2.5:72b', access: { teams: ['team-1'] }, servers: 2 },
          ]),
        'PUT /api/organizations/models/llama3.1%3A8b': () =>
          jsonResponse({ ...small, access: { teams: ['team-1'] } }),
      });
      renderRoute('/customer-dashboard');
      const models = within(await screen.findByRole('list', { name: 'Models' }));
      expect(models.getByText('1 server · Everyone may use it')).toBeInTheDocument();
      expect(models.getByText('2 servers · Only Radiology')).toBeInTheDocument();

      await userEvent.click(models.getByRole('button', { name: 'Edit llama3.1:8b' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'llama3.1:8b' }));
      await userEvent.click(dialog.getByLabelText('Only members of these teams'));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await dialog.findByText('Choose at least one team')).toBeInTheDocument();
      await userEvent.click(dialog.getByLabelText('Radiology'));
      await userEvent.type(dialog.getByLabelText('Also answers to'), 'gpt-4o-mini, small ,');
      await userEvent.type(dialog.getByLabelText('Fallbacks'), 'qwen2.5:72b');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Model saved')).toBeInTheDocument();
      expect(
        JSON.parse(
          String(calls(fetchMock, 'PUT /api/organizations/models/llama3.1%3A8b')[0][1]?.body),
        ),
      ).toEqual({
        access: { teams: ['team-1'] },
        aliases: ['gpt-4o-mini', 'small'],
        fallbacks: ['qwen2.5:72b'],
      });
    });

    it('shows a member the models without a way to change them', async () => {
      signedIn(member, mySubscription({ role: 'member' }), {
        'GET /api/organizations/models': () =>
          jsonResponse([
            {
              model: 'llama3.1:8b',
              access: 'everyone',
              aliases: ['gpt-4o-mini'],
              fallbacks: ['mistral:7b'],
              servers: 1,
            },
          ]),
      });
      renderRoute('/customer-dashboard');
      const models = within(await screen.findByRole('list', { name: 'Models' }));
      expect(models.getByText('Also answers to: gpt-4o-mini')).toBeInTheDocument();
      expect(
        models.getByText('When none of its servers can answer: mistral:7b'),
      ).toBeInTheDocument();
      expect(models.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    });

    it('lets the owner make an admin, create a team, fill it and set its limits', async () => {
      const fetchMock = signedIn(owner, mySubscription(), {
        'GET /api/organizations/members?limit=100': () =>
          jsonResponse(memberList(owner, admin, member)),
        'GET /api/organizations/teams': () => jsonResponse([{ ...radiology, members: [] }]),
        'PUT /api/organizations/members/u-member/role': () =>
          jsonResponse({ id: 'u-member', username: 'max', role: 'admin' }),
        'POST /api/organizations/teams': () =>
          jsonResponse({ ...radiology, id: 'team-2', name: 'Interns', members: [] }, 201),
        'PUT /api/organizations/teams/team-1/members/u-member': () =>
          jsonResponse({ ...radiology, members: [{ id: 'u-member', username: 'max' }] }),
        'PATCH /api/organizations/teams/team-1': () =>
          jsonResponse({ ...radiology, idpGroup: 'imaging' }),
        'GET /api/organizations/teams/team-1/limits': () =>
          jsonResponse({ ...noLimits, requestsPerMinute: 60 }),
        'PUT /api/organizations/teams/team-1/limits': () =>
          jsonResponse({ ...noLimits, monthlyTokens: 1000000 }),
      });
      renderRoute('/customer-dashboard');

      await userEvent.click(await screen.findByRole('button', { name: 'Make admin: max' }));
      expect(await screen.findByText('Admin added')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Make member: ada' })).toBeInTheDocument();
      expect(
        JSON.parse(
          String(calls(fetchMock, 'PUT /api/organizations/members/u-member/role')[0][1]?.body),
        ),
      ).toEqual({ role: 'admin' });

      await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
      expect(await screen.findByText('Team name is required')).toBeInTheDocument();
      const newTeam = screen.getByRole('form', { name: 'New team' });
      await userEvent.type(within(newTeam).getByLabelText('Team name'), 'Interns');
      await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
      expect(await screen.findByText('Team created')).toBeInTheDocument();
      expect(
        JSON.parse(String(calls(fetchMock, 'POST /api/organizations/teams')[0][1]?.body)),
      ).toEqual({ name: 'Interns', idpGroup: null });

      // Edit: the identity-provider group, then none again (null unlinks the team).
      await userEvent.click(screen.getByRole('button', { name: 'Edit team Radiology' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Radiology' });
      const group = within(edit).getByLabelText('Identity-provider group');
      expect(group).toHaveValue('cn=radiology,ou=groups,dc=example,dc=org');
      await userEvent.clear(group);
      await userEvent.type(group, '  imaging ');
      await userEvent.click(within(edit).getByRole('button', { name: 'Save team' }));
      expect(await screen.findByText('Team saved')).toBeInTheDocument();
      expect(
        JSON.parse(String(calls(fetchMock, 'PATCH /api/organizations/teams/team-1')[0][1]?.body)),
      ).toEqual({ name: 'Radiology', idpGroup: 'imaging' });

      await userEvent.selectOptions(screen.getByLabelText('Add a member to Radiology'), 'max');
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Added to the team')).toBeInTheDocument();
      expect(calls(fetchMock, 'PUT /api/organizations/teams/team-1/members/u-member')).toHaveLength(
        1,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Limits of Radiology' }));
      const dialog = await screen.findByRole('dialog', { name: 'Limits of Radiology' });
      const rpm = within(dialog).getByLabelText('Requests per minute');
      expect(rpm).toHaveValue('60');
      const monthly = within(dialog).getByLabelText('Monthly tokens');
      await userEvent.type(monthly, '1.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
      expect(
        await within(dialog).findByText(
          'Enter a whole number of at least 1, or leave it empty for no limit',
        ),
      ).toBeInTheDocument();
      await userEvent.clear(monthly);
      await userEvent.type(monthly, '1000000');
      await userEvent.clear(rpm);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
      expect(await screen.findByText('Limits saved')).toBeInTheDocument();
      // Every limit is sent: the emptied one as null, which removes it.
      expect(
        JSON.parse(
          String(calls(fetchMock, 'PUT /api/organizations/teams/team-1/limits')[0][1]?.body),
        ),
      ).toEqual({ ...noLimits, monthlyTokens: 1000000 });
    });
  });
});
