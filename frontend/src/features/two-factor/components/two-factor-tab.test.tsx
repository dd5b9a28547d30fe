import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TwoFactorTab } from './two-factor-tab';

const REGENERATE = 'POST /api/auth/2fa/backup-codes';

function renderTab() {
  const fetchMock = mockFetch({
    'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
    'GET /api/auth/2fa/status': () => jsonResponse({ twoFactorEnabled: true, backupCodesCount: 7 }),
    [REGENERATE]: () => jsonResponse({ success: true, backupCodes: ['33333333', '44444444'] }),
  });
  renderWithProviders(<TwoFactorTab />);
  const regenerated = () =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method} ${url}` === REGENERATE).length;
  return { regenerated };
}

describe('TwoFactorTab: New Backup Codes', () => {
  it('asks before replacing the current codes, and keeps them when the user says no', async () => {
    const { regenerated } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'New Backup Codes' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Replace Backup Codes' }));
    expect(
      dialog.getByText(/Your 7 current backup codes stop working at once/),
    ).toBeInTheDocument();
    expect(regenerated()).toBe(0);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(regenerated()).toBe(0);
    expect(screen.getByText('Backup codes remaining: 7')).toBeInTheDocument();
  });

  it('replaces them once confirmed and shows the new codes', async () => {
    const { regenerated } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'New Backup Codes' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Replace codes' }));
    expect(await screen.findByText('33333333')).toBeInTheDocument();
    expect(regenerated()).toBe(1);
  });
});
