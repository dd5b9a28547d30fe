import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const person = (username: string, role: string, extra: object = {}) => ({
  id: `id-${username}`,
  username,
  email: null,
  role,
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
  ...extra,
});

const roleInfo = {
  success: true,
  roleInfo: {
    roles: [
      { name: 'user', description: 'Standard account', level: 1 },
      { name: 'manager', description: 'Reads users', level: 2 },
      { name: 'admin', description: 'Full control', level: 3 },
    ],
  },
};
const perms = (role: string, list: string[]) => ({
  success: true,
  role,
  permissions: list.map((p) => ({ resource: p.split(':')[0], action: p.split(':')[1] })),
});

function signedInAs(
  user: ReturnType<typeof person>,
  extra: Record<string, () => Response> = {},
  granted = ['roles:read'],
) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/admin/roles/info': () => jsonResponse(roleInfo),
    'GET /api/admin/roles/user/permissions': () => jsonResponse(perms('user', ['profile:read'])),
    'GET /api/admin/roles/admin/permissions': () =>
      jsonResponse(perms('admin', ['users:update', 'monitoring:read'])),
    'GET /api/user/permissions': () => jsonResponse(perms(user.role, granted)),
    ...extra,
  });
}

/** The admin's users list (ada the admin, and `bob`) and a CSRF token, for the Manage Users tests. */
const usersAdaAndBob = (bob: ReturnType<typeof person>) => ({
  'GET /api/admin/users?page=1&limit=10': () =>
    jsonResponse({
      success: true,
      data: [person('ada', 'admin'), bob],
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    }),
  'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
});

describe('/admin', () => {
  it('redirects a plain user to /dashboard', async () => {
    signedInAs(person('ursula', 'user'));
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a manager the panel without Admin Actions', async () => {
    signedInAs(person('mia', 'manager'));
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Role-Based Access Control Management')).toBeInTheDocument();
    expect(screen.getByText('Logged in as mia')).toBeInTheDocument();
    expect(await screen.findByText('Level 3')).toBeInTheDocument();
    expect(await screen.findAllByText('profile:read')).not.toHaveLength(0);
    expect(screen.getByText('My Permissions')).toBeInTheDocument();
    expect(await screen.findByText('roles:read')).toBeInTheDocument();
    expect(screen.queryByText('Admin Actions')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('switches the Role Permissions list with the selector', async () => {
    signedInAs(person('mia', 'manager'));
    renderRoute('/admin');
    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'admin');
    expect(await screen.findByText('monitoring:read')).toBeInTheDocument();
  });

  it('resets a password: asks first, then shows the temporary password once', async () => {
    const bob = person('bob', 'user');
    const fetchMock = signedInAs(person('ada', 'admin'), {
      ...usersAdaAndBob(bob),
      'POST /api/admin/users/password-reset': () =>
        jsonResponse({
          success: true,
          delivery: 'temporary_password',
          temporaryPassword: 'Tmp7kQ2xR9mW4pZs',
          message:
            'bob has been signed out everywhere and must choose a new password at the next sign-in.',
        }),
    });
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Users' }));
    expect(await screen.findByRole('button', { name: 'Reset password of ada' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password of bob' }));
    const ask = await screen.findByRole('alertdialog', { name: "Reset bob's password?" });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/users/password-reset')).toBe(
      false,
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password for bob' });
    expect(within(shown).getByText('Tmp7kQ2xR9mW4pZs')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/password-reset');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ userId: bob.id });
    // Once: after Done it is gone from the page.
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Tmp7kQ2xR9mW4pZs')).not.toBeInTheDocument());
  });

  it('lets an admin manage users with the spec toasts', async () => {
    const bob = person('bob', 'user');
    const fetchMock = signedInAs(person('ada', 'admin'), {
      ...usersAdaAndBob(bob),
      'PATCH /api/admin/users/role': () =>
        jsonResponse({ success: true, message: 'ok', user: { ...bob, role: 'manager' } }),
      'PATCH /api/admin/users/status': () =>
        jsonResponse({ statusCode: 409, message: 'Cannot deactivate the last active admin' }, 409),
    });
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Users' }));
    const row = (await screen.findByRole('combobox', { name: 'Role of bob' })).closest('tr')!;
    expect(screen.getByRole('combobox', { name: 'Role of ada' })).toBeDisabled();
    // On phones each user is a card: labeled fields, the actions inside it.
    expect(row).toHaveClass('max-sm:grid');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent),
    ).toEqual([undefined, 'Email', 'Role', 'Status', undefined]);
    expect(within(row).getByText('Not set')).toBeInTheDocument();

    await userEvent.selectOptions(within(row).getByRole('combobox'), 'manager');
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/role');
    expect(JSON.parse(String(patch![1]!.body))).toEqual({ userId: bob.id, role: 'manager' });

    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate bob' }));
    expect(await screen.findByText('Failed to update user status')).toBeInTheDocument();
    expect(screen.getByText('Cannot deactivate the last active admin')).toBeInTheDocument();
  });

  it('opens Invoices for a role with billing:manage, and only for it', async () => {
    signedInAs(
      person('ada', 'admin'),
      {
        'GET /api/admin/invoices?status=open&page=1&limit=10': () =>
          jsonResponse({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } }),
      },
      ['roles:read', 'billing:manage'],
    );
    renderRoute('/admin');
    const button = await screen.findByRole('button', { name: 'Invoices' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No open invoices')).toBeInTheDocument();
  });

  it('hides Invoices from an admin whose role lacks billing:manage', async () => {
    signedInAs(person('ada', 'admin'));
    renderRoute('/admin');
    expect(await screen.findByRole('button', { name: 'Manage Users' })).toBeInTheDocument();
    await screen.findByText('roles:read');
    expect(screen.queryByRole('button', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('shows audit:read the Audit log: filters, details, export links and Verify integrity', async () => {
    const entry = {
      id: '12',
      occurredAt: '2026-03-01T12:00:00.000Z',
      actor: { type: 'user', id: 'id-eve', username: 'eve', auth: 'password' },
      action: 'login_failed',
      outcome: 'failure',
      target: null,
      organizationId: null,
      ipAddress: '10.0.0.9',
      userAgent: 'curl',
      details: { reason: 'invalid_credentials' },
      prevHash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    };
    const page = (data: object[]) =>
      jsonResponse({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
    // Local midnights: the filter's days are the reader's days.
    const filtered = new URLSearchParams({
      actor: 'eve',
      action: 'login_failed',
      organization: 'acme',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 2).toISOString(),
    }).toString();
    const fetchMock = signedInAs(
      person('ada', 'admin'),
      {
        'GET /api/admin/audit?page=1&limit=20': () => page([entry]),
        [`GET /api/admin/audit?${filtered}&page=1&limit=20`]: () => page([]),
        'GET /api/admin/audit/verify': () =>
          jsonResponse({ ok: false, checked: 11, firstBrokenId: '12', reason: 'content' }),
      },
      ['roles:read', 'audit:read'],
    );
    renderRoute('/admin');
    // A sentence, not "Login Failed … by eve (password)"; the chain number only in the details.
    expect(
      await screen.findByText('Sign-in as eve refused: wrong username or password'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText(/\(password\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Password')).toBeInTheDocument();
    expect(screen.getByText('#12')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Actor'), 'eve');
    // The action filter offers the names the list shows, not the codes.
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Failed Login');
    await userEvent.type(screen.getByLabelText('Organization'), 'acme');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    // The export carries every filter on screen; `to` covers its whole (local) day.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit/export?${filtered}&format=csv`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Integrity check failed at entry #12: its content no longer matches its hash (edited).',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/audit/verify')).toBe(true);
  });

  it('shows no Audit log without audit:read', async () => {
    signedInAs(person('mia', 'manager'));
    renderRoute('/admin');
    expect(await screen.findByText('roles:read')).toBeInTheDocument();
    expect(screen.queryByText('Audit log')).not.toBeInTheDocument();
  });

  it('opens Leads for a manager: search, status change and the CSV of what is filtered', async () => {
    const contact = {
      id: 'c1',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@county-health.example',
      company: 'County Health',
      message: 'We would like an on-premises pilot.',
      status: 'new',
      createdAt: '2026-03-01T12:00:00.000Z',
    };
    const list = (data: object[]) =>
      jsonResponse({ data, pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 } });
    const fetchMock = signedInAs(
      person('mia', 'manager'),
      {
        'GET /api/admin/contacts?page=1&limit=10': () => list([contact]),
        'GET /api/admin/contacts?search=dana&page=1&limit=10': () => list([contact]),
        'GET /api/admin/contacts?search=dana&status=new&page=1&limit=10': () => list([contact]),
        'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
        'PATCH /api/admin/contacts/c1': () => jsonResponse({ ...contact, status: 'contacted' }),
      },
      ['roles:read', 'leads:read', 'leads:update'],
    );
    renderRoute('/admin');
    expect(screen.queryByRole('button', { name: 'Customers' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Leads' }));
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'dana');
    await userEvent.selectOptions(screen.getByLabelText('Status of the messages shown'), 'New');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/admin/contacts/export.csv?search=dana&status=new',
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status of Dana Whitfield'), 'Contacted');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/admin/contacts/c1');
    expect(JSON.parse(String(patch![1]!.body))).toEqual({ status: 'contacted' });
  });

  it('opens Customers: plan, subscription, failing servers by name and a link to the audit log', async () => {
    const acme = {
      id: 'org-1',
      name: 'Acme Health',
      slug: 'acme-health',
      createdAt: '2026-01-01T00:00:00.000Z',
      plan: {
        id: 'professional',
        name: 'Professional',
        price: 499,
        currency: 'usd',
        interval: 'month',
        maxServers: 5,
      },
      subscription: {
        status: 'trialing',
        currentPeriodEnd: '2026-03-15T00:00:00.000Z',
        trialEnd: '2026-03-15T00:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
      servers: {
        total: 3,
        healthy: 1,
        failing: 1,
        unchecked: 0,
        stopped: 1,
        failingServers: [{ id: 's2', name: 'GPU box 2', reason: 'Connection refused' }],
      },
      members: { total: 2, owners: ['olivia'] },
    };
    signedInAs(
      person('ada', 'admin'),
      {
        'GET /api/admin/organizations?page=1&limit=10': () =>
          jsonResponse({
            data: [acme],
            pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
          }),
        'GET /api/admin/audit?page=1&limit=20': () =>
          jsonResponse({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }),
        'GET /api/admin/audit?organization=acme-health&page=1&limit=20': () =>
          jsonResponse({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }),
      },
      ['roles:read', 'organizations:read', 'leads:read', 'audit:read'],
    );
    const { router } = renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Customers' }));
    const row = (await screen.findByText('Acme Health')).closest('tr')!;
    expect(within(row).getByText('Professional · $499/month')).toBeInTheDocument();
    expect(within(row).getByText('Trialing')).toBeInTheDocument();
    expect(within(row).getByText('1 failing: GPU box 2')).toBeInTheDocument();
    expect(within(row).getByText('2 members')).toBeInTheDocument();
    expect(within(row).getByText('Owner: olivia')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'Audit log of Acme Health' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?auditOrganization=acme-health'),
    );
    expect(await screen.findByLabelText('Organization')).toHaveValue('acme-health');
  });
});
