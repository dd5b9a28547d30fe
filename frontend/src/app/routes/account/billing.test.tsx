import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { member, mySubscription, owner, plans } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

type Handlers = Parameters<typeof mockFetch>[0];

const invoice = (overrides: Record<string, unknown> = {}) => ({
  id: 'inv-1',
  number: 'IK-202603-1A2B3C4D',
  planId: 'professional',
  amount: 499,
  currency: 'usd',
  status: 'open',
  periodStart: '2026-03-15T08:00:00.000Z',
  periodEnd: '2026-04-15T08:00:00.000Z',
  dueAt: '2026-03-29T08:00:00.000Z',
  paidAt: null,
  hostedUrl: null,
  createdAt: '2026-03-15T08:00:00.000Z',
  ...overrides,
});

function billing(data: object, extra: Handlers = {}, user: object = owner) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/billing/my-subscription': () => jsonResponse(data),
    'GET /api/billing/plans': () =>
      jsonResponse([plans.starter, plans.professional, plans.enterprise]),
    'GET /api/billing/invoices?page=1&limit=10': () =>
      jsonResponse({
        data: [
          invoice({ status: 'open' }),
          invoice({
            id: 'inv-0',
            number: 'IK-202602-0000AAAA',
            status: 'paid',
            paidAt: '2026-02-20T08:00:00.000Z',
          }),
        ],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      }),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    ...extra,
  });
}

describe('/billing', () => {
  it('shows the plan, the period and the invoices to the owner', async () => {
    billing(mySubscription({ subscription: { status: 'active', trialEnd: null } }));
    renderRoute('/billing');
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Acme Health')).toBeInTheDocument();
    expect(await screen.findByText('Current plan')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('IK-202603-1A2B3C4D')).toBeInTheDocument();
    expect(within(rows[1]).getByText('$499')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Open')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[2]).getByText('Paid')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[2]).getByText('Paid Feb 20, 2026')).toBeInTheDocument();
  });

  it('cancels at period end after confirmation, and can resume', async () => {
    let cancelAtPeriodEnd = false;
    const data = () =>
      mySubscription({ subscription: { status: 'active', cancelAtPeriodEnd, trialEnd: null } });
    billing(data(), {
      'GET /api/billing/my-subscription': () => jsonResponse(data()),
      'POST /api/billing/cancel': () => {
        cancelAtPeriodEnd = true;
        return jsonResponse({ success: true, ...data(), checkoutUrl: null });
      },
      'POST /api/billing/resume': () => {
        cancelAtPeriodEnd = false;
        return jsonResponse({ success: true, ...data(), checkoutUrl: null });
      },
    });
    renderRoute('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/Everything keeps working until Mar 15, 2026/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Subscription will cancel at period end')).toBeInTheDocument();
    expect(await screen.findByText('Your subscription ends on Mar 15, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() =>
      expect(screen.queryByText('Subscription will cancel at period end')).toBeNull(),
    );
  });

  it('switches plan after confirmation and shows the server’s refusal when it says no', async () => {
    const fetchMock = billing(mySubscription(), {
      'POST /api/billing/change-plan': ({ init }) =>
        JSON.parse(String(init.body)).planId === 'starter'
          ? jsonResponse(
              {
                statusCode: 409,
                code: 'TOO_MANY_SERVERS_FOR_PLAN',
                error: 'Conflict',
                message:
                  'The Starter plan allows 1 AI server and your organization has 3. Remove servers first.',
              },
              409,
            )
          : jsonResponse({
              success: true,
              ...mySubscription({ plan: 'enterprise' }),
              checkoutUrl: null,
            }),
    });
    renderRoute('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Starter' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch plan' }),
    );
    expect(
      await screen.findByText(
        'The Starter plan allows 1 AI server and your organization has 3. Remove servers first.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Enterprise' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch plan' }),
    );
    expect(await screen.findByText('You are now on the Enterprise plan.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls
      .filter(([url]) => url === '/api/billing/change-plan')
      .map(([, init]) => JSON.parse(String(init?.body)).planId);
    expect(posted).toEqual(['starter', 'enterprise']);
  });

  it('tells a member that only the owner manages billing', async () => {
    billing(mySubscription({ role: 'member' }), {}, member);
    renderRoute('/billing');
    expect(
      await screen.findByText('Only the organization owner can manage billing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});
