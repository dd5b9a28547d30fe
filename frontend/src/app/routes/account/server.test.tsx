import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { member, mySubscription, server } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

const gpuBox = server({ id: 's-gpu', name: 'GPU box', serverUrl: 'http://127.0.0.1:11434' });
const me = { 'GET /api/auth/me': () => jsonResponse({ success: true, user: member }) };
const models = {
  'GET /api/organizations/models': () =>
    jsonResponse([
      {
        model: 'llama3.2',
        access: 'everyone',
        aliases: ['gpt-4o-mini'],
        fallbacks: [],
        servers: 1,
      },
    ]),
};

describe('Open AI Server (issue 42: it opened the address IronKeep reaches the server at)', () => {
  it("opens the server's page in IronKeep, not the server's own address", async () => {
    mockFetch({
      ...me,
      'GET /api/billing/my-subscription': () =>
        jsonResponse(mySubscription({ role: 'member', servers: [gpuBox] })),
      'GET /api/licenses/current': () => new Response('', { status: 404 }),
      'GET /api/organizations/members?limit=100': () =>
        jsonResponse({ data: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 1 } }),
    });
    renderRoute('/customer-dashboard');
    const card = await screen.findByTestId('server-card');
    const open = within(card).getByRole('link', { name: 'Open AI Server' });
    expect(open).toHaveAttribute('href', '/customer-dashboard/server?id=s-gpu');
    expect(open).not.toHaveAttribute('target');
  });

  it('shows status, model and how to call it through /api/v1 with curl and openai', async () => {
    mockFetch({ ...me, ...models, 'GET /api/servers/s-gpu': () => jsonResponse(gpuBox) });
    const { router } = renderRoute('/customer-dashboard/server?id=s-gpu');
    expect(await screen.findByRole('heading', { name: 'GPU box', level: 1 })).toBeInTheDocument();
    const origin = window.location.origin;
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    expect(screen.getByTestId('gateway-base-url')).toHaveTextContent(`${origin}/api/v1`);
    expect(await screen.findByText(/also called gpt-4o-mini/)).toBeInTheDocument();
    const curl = screen.getByLabelText('curl example').textContent;
    expect(curl).toContain(`curl ${origin}/api/v1/chat/completions`);
    expect(curl).toContain('"model":"llama3.2"');
    expect(curl).toContain('Authorization: Bearer $IRONKEEP_TOKEN');
    const python = screen.getByLabelText('Python (openai) example').textContent;
    expect(python).toContain('from openai import OpenAI');
    expect(python).toContain(`base_url="${origin}/api/v1"`);
    expect(python).toContain('model="llama3.2"');
    // The address IronKeep reaches the server at is nowhere on the page, nor linked.
    expect(document.body.textContent).not.toContain('127.0.0.1');
    expect(document.querySelector('a[href^="http://127.0.0.1"]')).toBeNull();

    // "Open API tokens" opens Settings on its API tokens tab.
    mockFetch({
      ...me,
      'GET /api/tokens': () => jsonResponse({ tokens: [] }),
      'GET /api/organizations/my-access': () => new Response('', { status: 404 }),
    });
    await userEvent.click(screen.getByRole('link', { name: 'Open API tokens' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#api-tokens');
    expect(await screen.findByRole('tab', { name: 'API tokens' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says a server of another organization (404) is not found', async () => {
    mockFetch({
      ...me,
      ...models,
      'GET /api/servers/s-other': () =>
        jsonResponse({ code: 'SERVER_NOT_FOUND', message: 'Server not found' }, 404),
    });
    renderRoute('/customer-dashboard/server?id=s-other');
    expect(await screen.findByRole('heading', { name: 'Server Not Found' })).toBeInTheDocument();
  });

  it('says a failed server takes no calls, and why', async () => {
    mockFetch({
      ...me,
      ...models,
      'GET /api/servers/s-gpu': () =>
        jsonResponse({
          ...gpuBox,
          status: 'failed',
          healthStatus: 'unhealthy',
          healthReason: 'Connection refused',
        }),
    });
    renderRoute('/customer-dashboard/server?id=s-gpu');
    expect(await screen.findByText('Connection refused')).toBeInTheDocument();
    expect(screen.getByText(/^No: its last health check failed/)).toBeInTheDocument();
  });
});
