import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminUsageSection } from './admin-usage-section';

const row = (overrides: object = {}) => ({
  organization: { id: 'org-1', name: 'Northwind', slug: 'northwind' },
  planName: 'Starter',
  requests: 7,
  promptTokens: 91,
  completionTokens: 119,
  totalTokens: 210,
  estimatedRequests: 0,
  failedRequests: 0,
  cancelledRequests: 0,
  allowance: {
    organizationId: 'org-1',
    planTokens: 5_000_000,
    overridden: false,
    limitTokens: 5_000_000,
    usedTokens: 1_250_000,
    remainingTokens: 3_750_000,
    resetsAt: '2026-04-01T00:00:00.000Z',
  },
  ...overrides,
});
const page = {
  data: [row()],
  pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
  from: '2026-03-01',
  to: '2026-03-30',
  totals: { requests: 7, promptTokens: 91, completionTokens: 119, totalTokens: 210 },
};

describe('AdminUsageSection', () => {
  it("lists organizations' tokens and sets an override through the dialog", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/usage?page=1&limit=10': () => jsonResponse(page),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'PUT /api/admin/organizations/org-1/token-allowance': () =>
        jsonResponse({ ...row().allowance, overridden: true, limitTokens: 1000 }),
    });
    renderWithProviders(<AdminUsageSection canManage />);
    const table = await screen.findByRole('table', { name: 'Token usage by organization' });
    expect(within(table).getByText('1.3M of 5M (25%)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set allowance of Northwind' }));
    const field = await screen.findByLabelText('Tokens a month');
    await userEvent.clear(field);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Enter a whole number of tokens up to 1,000,000,000,000, or leave it empty for unlimited',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ monthlyTokens: 1000 });
    expect(await screen.findByText('Northwind: 1,000 tokens a month.')).toBeInTheDocument();
  });

  it('shows no allowance action without usage:manage', async () => {
    mockFetch({ 'GET /api/admin/usage?page=1&limit=10': () => jsonResponse(page) });
    renderWithProviders(<AdminUsageSection canManage={false} />);
    await screen.findByRole('table', { name: 'Token usage by organization' });
    expect(screen.queryByRole('button', { name: /Set the token allowance/ })).toBeNull();
  });
});
