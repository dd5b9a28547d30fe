import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InvoiceManagement } from './invoice-management';

const invoice = (id: string, extra: object = {}) => ({
  id,
  number: `IK-202503-${id.toUpperCase()}`,
  planId: 'professional',
  planName: 'Professional',
  amount: 499,
  currency: 'usd',
  status: 'open',
  periodStart: '2025-03-15T00:00:00.000Z',
  periodEnd: '2025-04-15T00:00:00.000Z',
  dueAt: '2025-03-29T00:00:00.000Z',
  paidAt: null,
  hostedUrl: null,
  createdAt: '2025-03-15T00:00:01.000Z',
  provider: 'builtin',
  organization: { id: `org-${id}`, name: `Org ${id}`, slug: `org-${id}` },
  ...extra,
});
const page = (data: object[], total = data.length) => ({
  data,
  pagination: { page: 1, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
});
const OPEN = 'GET /api/admin/invoices?status=open&page=1&limit=10';

describe('InvoiceManagement', () => {
  it('lists open invoices of every organization; Stripe ones have no Mark as paid', async () => {
    mockFetch({
      [OPEN]: () =>
        jsonResponse(
          page([invoice('aaaa1111'), invoice('bbbb2222', { provider: 'stripe', amount: 99 })]),
        ),
    });
    renderWithProviders(<InvoiceManagement />);
    const row = (await screen.findByText('Org aaaa1111')).closest('tr')!;
    expect(within(row).getByText('$499')).toBeInTheDocument();
    expect(within(row).getByText('Mar 15, 2025 – Apr 15, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Mar 29, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText(/org-aaaa1111/)).toBeInTheDocument();
    const stripeRow = screen.getByText('Org bbbb2222').closest('tr')!;
    expect(within(stripeRow).getByText('$99')).toBeInTheDocument();
    expect(within(stripeRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 invoices')).toBeInTheDocument();
  });

  it('on phones each invoice is a card of labeled fields, its action inside it', async () => {
    mockFetch({ [OPEN]: () => jsonResponse(page([invoice('aaaa1111')])) });
    renderWithProviders(<InvoiceManagement />);
    const card = (await screen.findByText('Org aaaa1111')).closest('tr')!;
    expect(card).toHaveClass('max-sm:grid');
    // Screen readers still get a table: its headers name each cell.
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Organization',
      'Period',
      'Amount',
      'Due',
      'Status',
    ]);
    const cells = within(card).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      undefined,
      'Period',
      'Amount',
      'Due',
      'Status',
    ]);
    expect(within(cells[1]).getByText('Mar 15, 2025 – Apr 15, 2025')).toBeInTheDocument();
    expect(
      within(cells[4]).getByRole('button', { name: 'Mark as paid: IK-202503-AAAA1111' }),
    ).toBeInTheDocument();
  });

  it('asks before marking paid, calls the API, toasts and refreshes the list', async () => {
    let paid = false;
    const fetchMock = mockFetch({
      [OPEN]: () => jsonResponse(page(paid ? [] : [invoice('aaaa1111')])),
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/billing/invoices/aaaa1111/mark-paid': () => {
        paid = true;
        return jsonResponse(invoice('aaaa1111', { status: 'paid' }));
      },
    });
    renderWithProviders(<InvoiceManagement />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as paid: IK-202503-AAAA1111' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark invoice as paid?' });
    expect(
      within(dialog).getByText(/IK-202503-AAAA1111 from Org aaaa1111 \(\$499\)/),
    ).toBeVisible();
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mark-paid'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid: IK-202503-AAAA1111' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Mark as paid' }));

    expect(await screen.findByText('Invoice marked as paid')).toBeInTheDocument();
    expect(await screen.findByText('No open invoices')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('mark-paid'));
    expect(post![1]!.method).toBe('POST');
  });

  it('shows the empty state, switches the status filter and reports errors', async () => {
    mockFetch({
      [OPEN]: () => jsonResponse(page([])),
      'GET /api/admin/invoices?status=paid&page=1&limit=10': () =>
        jsonResponse(
          page([invoice('cccc3333', { status: 'paid', paidAt: '2025-03-20T00:00:00.000Z' })]),
        ),
      'GET /api/admin/invoices?status=all&page=1&limit=10': () =>
        jsonResponse({ statusCode: 500, message: 'boom' }, 500),
    });
    renderWithProviders(<InvoiceManagement />);
    expect(await screen.findByText('No open invoices')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    const row = (await screen.findByText('Org cccc3333')).closest('tr')!;
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Paid Mar 20, 2025')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load invoices.'),
    );
  });
});
