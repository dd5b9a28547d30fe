import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner, mySubscription, owner, plans } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

const planList = () => jsonResponse([plans.starter, plans.professional, plans.enterprise]);

describe('/subscribe and /pricing', () => {
  it('shows the plan cards to a visitor without asking who they are', async () => {
    const fetchMock = mockFetch({ 'GET /api/billing/plans': planList });
    renderRoute('/pricing');
    expect(
      await screen.findByRole('heading', { name: 'Plans & Pricing', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$499')).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('Unlimited AI servers')).toBeInTheDocument();
    // Issue 42: the assistants and /api/v1 relay prompts; "only checks their health" was untrue.
    expect(
      screen.getByText(/IronKeep relays each prompt to them and keeps no prompt or answer text/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /except in conversation memory, which is off by default and always encrypted/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/only checks their health/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/billing/plans']);
  });

  it('sends a visitor who chooses a plan to /auth, to come back to that plan', async () => {
    mockFetch({ 'GET /api/billing/plans': planList });
    const { router } = renderRoute('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/subscribe?plan=professional',
    );
  });

  it('comes back to the chosen plan after signing in', async () => {
    mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/auth/login': () =>
        jsonResponse({ success: true, user: loner, csrfToken: 'csrf-2' }),
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
      'GET /api/billing/plans': planList,
    });
    const { router } = renderRoute('/auth?returnTo=%2Fsubscribe%3Fplan%3Dprofessional');
    await userEvent.type(await screen.findByLabelText('Username'), 'lou_user');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(router.state.location.search).toBe('?plan=professional');
    expect(
      await screen.findByRole('heading', { name: 'Name your organization' }),
    ).toBeInTheDocument();
  });

  it('never returns to another site after signing in', async () => {
    writeSessionHint(true);
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }) });
    const { router } = renderRoute('/auth?returnTo=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('names the organization with a derived, editable slug, confirms, and lands on the dashboard', async () => {
    writeSessionHint(true);
    let subscribed: unknown = null;
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: subscribed ? owner : loner }),
      'GET /api/billing/plans': planList,
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'GET /api/organizations/slug-availability?slug=acme-health': () =>
        jsonResponse({ slug: 'acme-health', available: false, suggestion: 'acme-health-2' }),
      'GET /api/organizations/slug-availability?slug=acme-health-2': () =>
        jsonResponse({ slug: 'acme-health-2', available: true, suggestion: 'acme-health-2' }),
      'POST /api/billing/subscribe': ({ init }) => {
        subscribed = JSON.parse(String(init.body));
        const data = mySubscription({ plan: 'starter' });
        return jsonResponse({ success: true, ...data, checkoutUrl: null }, 201);
      },
      'GET /api/billing/my-subscription': () => jsonResponse(mySubscription({ plan: 'starter' })),
      'GET /api/billing/checkout-terms': () =>
        jsonResponse({ provider: 'builtin', trialDays: 14, invoiceDueDays: 14 }),
      'GET /api/licenses/current': () => jsonResponse({ message: 'none' }, 404),
      'GET /api/licenses?limit=20': () =>
        jsonResponse({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }),
      'GET /api/organizations/members?limit=100': () =>
        jsonResponse({ data: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 1 } }),
    });
    const { router } = renderRoute('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Organization name must be at least 2 characters'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Organization name'), 'Acme Health');
    expect(screen.getByLabelText('Organization address (slug)')).toHaveValue('acme-health');
    expect(await screen.findByText('acme-health is not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Use acme-health-2' }));
    expect(await screen.findByText('acme-health-2 is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Starter · $99/month')).toBeInTheDocument();
    // Issue 34: with the built-in provider there is no card: the page says how payment happens.
    // The terms render as a generic line until the checkout terms arrive, then as another
    // element: look the element up again each time, never keep the first one.
    await waitFor(() =>
      expect(screen.getByTestId('payment-terms')).toHaveTextContent(
        'No card or payment details are needed',
      ),
    );
    const terms = screen.getByTestId('payment-terms');
    expect(terms).toHaveTextContent(
      'the first invoice ($99/month) appears on your Billing page, due within 14 days, payable by bank transfer or purchase order',
    );
    expect(terms).not.toHaveTextContent(/then \$99\/month/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and start trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-dashboard'));
    expect(subscribed).toEqual({
      planId: 'starter',
      organizationName: 'Acme Health',
      slug: 'acme-health-2',
    });
    expect(await screen.findByText('Organization created')).toBeInTheDocument();
  });

  it('goes to Stripe Checkout when the server answers with a checkout URL', async () => {
    writeSessionHint(true);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
      'GET /api/billing/plans': planList,
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'GET /api/organizations/slug-availability?slug=acme': () =>
        jsonResponse({ slug: 'acme', available: true, suggestion: 'acme' }),
      'POST /api/billing/subscribe': () =>
        jsonResponse(
          {
            success: true,
            ...mySubscription(),
            checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1',
          },
          201,
        ),
      'GET /api/billing/checkout-terms': () =>
        jsonResponse({ provider: 'stripe', trialDays: 14, invoiceDueDays: 14 }),
    });
    renderRoute('/subscribe?plan=professional');
    await userEvent.type(await screen.findByLabelText('Organization name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/charged to the card you enter on the next page/),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and start trial' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
  });

  it('tells a member of an organization where plans are changed instead of offering a new one', async () => {
    writeSessionHint(true);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: owner }),
      'GET /api/billing/plans': planList,
    });
    renderRoute('/subscribe?plan=starter');
    expect(await screen.findByText(/You already belong to an organization/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
  });
});
