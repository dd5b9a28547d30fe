import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ApiTokensTab } from './api-tokens-tab';

const SECRET = `ikt_${'a'.repeat(43)}`;
const listed = {
  id: 't1',
  name: 'CI deploy',
  prefix: 'ikt_AbCd1234',
  scopes: ['read', 'write'],
  createdAt: '2025-03-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2025-03-02T10:30:00.000Z',
  lastUsedIp: '203.0.113.7',
};
const csrf = { 'GET /api/csrf-token': () => jsonResponse({ token: 't' }) };

describe('API tokens tab', () => {
  it('lists tokens with prefix, scopes, expiry and last use, never a secret', async () => {
    mockFetch({ 'GET /api/tokens': () => jsonResponse({ tokens: [listed] }) });
    renderWithProviders(<ApiTokensTab />);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(list).getByText('CI deploy')).toBeInTheDocument();
    expect(within(list).getByText('ikt_AbCd1234…')).toBeInTheDocument();
    expect(within(list).getByText('write')).toBeInTheDocument();
    expect(within(list).getByText(/Never expires/)).toBeInTheDocument();
    expect(
      within(list).getByText('Last used Mar 2, 2025, 10:30 AM from 203.0.113.7'),
    ).toBeInTheDocument();
  });

  it('creates a token and shows the secret once, with the exact request body', async () => {
    let tokens: object[] = [];
    const fetchMock = mockFetch({
      ...csrf,
      'GET /api/tokens': () => jsonResponse({ tokens }),
      'POST /api/tokens': () => {
        tokens = [listed];
        return jsonResponse(
          {
            token: SECRET,
            id: 't1',
            name: 'CI deploy',
            scopes: ['read', 'write'],
            expiresAt: null,
            createdAt: listed.createdAt,
          },
          201,
        );
      },
    });
    renderWithProviders(<ApiTokensTab />);
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'CI deploy');
    await userEvent.click(within(dialog).getByLabelText(/^Write/));
    await userEvent.click(within(dialog).getByLabelText(/^Inference/));
    await userEvent.selectOptions(within(dialog).getByLabelText('Expires after'), 'never');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Copy this token now. You won't be able to see it again."),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({
      name: 'CI deploy',
      scopes: ['read', 'write', 'inference'],
      expiresInDays: null,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByText('CI deploy')).toBeInTheDocument();
  });

  it('needs a name and at least one scope before sending', async () => {
    const fetchMock = mockFetch({ 'GET /api/tokens': () => jsonResponse({ tokens: [] }) });
    renderWithProviders(<ApiTokensTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText(/^Read/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Token name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose at least one scope: read, write or inference'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('revokes only after confirmation', async () => {
    const fetchMock = mockFetch({
      ...csrf,
      'GET /api/tokens': () => jsonResponse({ tokens: [listed] }),
      'DELETE /api/tokens/t1': () => jsonResponse({ success: true }),
    });
    renderWithProviders(<ApiTokensTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Revoke this token?')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token Revoked')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
