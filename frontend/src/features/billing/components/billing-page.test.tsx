import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { mySubscription, plans } from '@/testing/organization-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BillingPage } from './billing-page';

type BillingData = Parameters<typeof BillingPage>[0]['data'];

function renderBilling() {
  const fetchMock = mockFetch({
    'GET /api/billing/plans': () =>
      jsonResponse([plans.starter, plans.professional, plans.enterprise]),
    'GET /api/billing/invoices?page=1&limit=10': () =>
      jsonResponse({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
  });
  renderWithProviders(
    <MemoryRouter>
      <BillingPage data={mySubscription() as BillingData} />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('BillingPage cancel dialog', () => {
  it('offers "Keep subscription" and "Cancel at period end", not two kinds of Cancel', async () => {
    const fetchMock = renderBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel Subscription' }));
    const keep = dialog.getByRole('button', { name: 'Keep subscription' });
    expect(keep).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cancel'))).toBe(false);
  });
});
