import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const alice = {
  id: 'u1',
  username: 'alice',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
};
const me = { 'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }) };
const csrf = { 'GET /api/csrf-token': () => jsonResponse({ token: 't' }) };
// Asked once an email change shows the password field (its hint depends on it).
const providers = {
  'GET /api/auth/providers': () =>
    jsonResponse({ local: true, oidc: null, ldap: false, passwordReset: 'administrator' }),
};
const logs = (data: object[], total = data.length, totalPages = 1) =>
  jsonResponse({ data, pagination: { page: 1, totalPages, total } });

describe('/settings', () => {
  it('shows Access Denied when signed out', async () => {
    mockFetch({ 'GET /api/auth/me': () => new Response('', { status: 401 }) });
    renderRoute('/settings');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access your account settings.')).toBeInTheDocument();
  });

  it('profile: view mode, then "No Changes" when saving an untouched form', async () => {
    mockFetch(me);
    renderRoute('/settings');
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    // Issue 34: the site account's role, never plain "Role" beside an organization's "Owner".
    expect(screen.getByText('Account role')).toBeInTheDocument();
    expect(screen.queryByText('Role', { exact: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No Changes')).toBeInTheDocument();
    expect(screen.getByText('No changes were made to your profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('profile: sends only the changed field and toasts Profile Updated', async () => {
    const fetchMock = mockFetch({
      ...me,
      ...csrf,
      ...providers,
      'PUT /api/profile': () =>
        jsonResponse({ success: true, user: { ...alice, email: 'a@x.io' } }),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const confirmLabel = 'Confirm with your current password';
    // Asked only once the email differs (issue 34 item 15: re-authentication).
    expect(screen.queryByLabelText(confirmLabel)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'a@x.io');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter your current password to change your email address'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.type(screen.getByLabelText(confirmLabel), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({
      email: 'a@x.io',
      currentPassword: 'password123',
    });
  });

  it('profile: a wrong current password is shown on its field; a username alone asks none', async () => {
    const fetchMock = mockFetch({
      ...me,
      ...csrf,
      ...providers,
      'PUT /api/profile': ({ init }) => {
        const body = JSON.parse(String(init.body)) as { email?: string };
        return body.email
          ? jsonResponse(
              {
                statusCode: 400,
                code: 'CURRENT_PASSWORD_INCORRECT',
                message: 'Current password is incorrect',
              },
              400,
            )
          : jsonResponse({ success: true, user: { ...alice, username: 'alice2' } });
      },
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Email'), 'a@x.io');
    const confirm = screen.getByLabelText('Confirm with your current password');
    await userEvent.type(confirm, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Email'));
    expect(screen.queryByLabelText('Confirm with your current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(puts[1]![1]!.body as string)).toEqual({ username: 'alice2' });
  });

  it('password form: spec messages, mismatch on the confirmation field', async () => {
    mockFetch(me);
    renderRoute('/settings');
    await screen.findByText('Not set');
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('password change failure shows the server message', async () => {
    mockFetch({
      ...me,
      ...csrf,
      'PUT /api/profile/password': () =>
        jsonResponse({ statusCode: 400, message: 'Current password is incorrect' }, 400),
    });
    renderRoute('/settings');
    await screen.findByText('Not set');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('activity: labels, badges, date format, IP and paging', async () => {
    mockFetch({
      ...me,
      'GET /api/profile/security-logs?page=1&limit=10': () =>
        logs(
          [
            {
              id: '1',
              event: 'login_success',
              success: true,
              createdAt: '2025-03-04T09:05:00.000Z',
              ipAddress: '10.0.0.1',
            },
            {
              id: '2',
              event: 'backup_code_used',
              success: true,
              createdAt: '2025-03-04T09:00:00.000Z',
              ipAddress: null,
            },
            {
              id: '3',
              event: 'login_failed',
              success: false,
              createdAt: '2025-03-03T08:00:00.000Z',
              ipAddress: null,
            },
          ],
          12,
          2,
        ),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    const list = await screen.findByRole('list', { name: 'Security events' });
    expect(within(list).getByText('Successful Login')).toBeInTheDocument();
    expect(within(list).getByText('Backup Code Used')).toBeInTheDocument();
    expect(within(list).getByText('Failed Login')).toBeInTheDocument();
    expect(within(list).getByText('Failed')).toBeInTheDocument();
    expect(within(list).getAllByText('Success')).toHaveLength(2);
    expect(within(list).getByText('Mar 4, 2025, 9:05 AM')).toBeInTheDocument();
    expect(within(list).getByText('IP: 10.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('12 total events')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('activity: empty and error texts', async () => {
    mockFetch({ ...me, 'GET /api/profile/security-logs?page=1&limit=10': () => logs([], 0) });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('No security events found')).toBeInTheDocument();
  });

  it('activity: load failure', async () => {
    mockFetch({
      ...me,
      // A 4xx is not retried, so the error shows at once.
      'GET /api/profile/security-logs?page=1&limit=10': () => jsonResponse({ message: 'x' }, 403),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Failed to load security logs')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch security logs')).toBeInTheDocument();
  });

  it('two-factor: setup shows step 1 with the manual key, enables only at 6 digits, then codes', async () => {
    const setup = {
      qrCodeUrl: 'data:image/svg+xml;base64,AAAA',
      manualEntryKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/IronKeep:alice?secret=X&issuer=IronKeep',
      backupCodes: ['11111111', '22222222'],
    };
    mockFetch({
      ...me,
      ...csrf,
      'GET /api/auth/2fa/status': () =>
        jsonResponse({ twoFactorEnabled: false, backupCodesCount: 0 }),
      'POST /api/auth/2fa/setup': () => jsonResponse({ success: true, setup }),
      'POST /api/auth/2fa/enable': () => jsonResponse({ success: true }),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Two-Factor Auth' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Up 2FA' }));
    expect(await screen.findByText('Setup Generated')).toBeInTheDocument();
    expect(screen.getByText('Step 1: Scan the QR code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show manual entry key/ }));
    expect(screen.getByText(setup.manualEntryKey)).toBeInTheDocument();
    const input = screen.getByLabelText('Verification code');
    const submit = screen.getByRole('button', { name: 'Verify and Enable' });
    await userEvent.type(input, '12a34');
    expect(input).toHaveValue('1234');
    expect(submit).toBeDisabled();
    await userEvent.type(input, '5678');
    expect(input).toHaveValue('123456');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('2FA Enabled')).toBeInTheDocument();
    expect(screen.getByText('11111111')).toBeInTheDocument();
  });

  it('two-factor enabled: count, new backup codes, and a failed disable toast', async () => {
    mockFetch({
      ...me,
      ...csrf,
      'GET /api/auth/2fa/status': () =>
        jsonResponse({ twoFactorEnabled: true, backupCodesCount: 7 }),
      'POST /api/auth/2fa/backup-codes': () =>
        jsonResponse({ success: true, backupCodes: ['33333333'] }),
      'POST /api/auth/2fa/disable': () =>
        jsonResponse({ statusCode: 400, message: 'Incorrect password' }, 400),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Two-Factor Auth' }));
    expect(await screen.findByText('Backup codes remaining: 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Backup Codes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace codes' }));
    expect(await screen.findByText('Backup Codes Regenerated')).toBeInTheDocument();
    expect(screen.getByText('33333333')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'pw');
    await userEvent.type(within(dialog).getByLabelText('Code'), '12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('Disable Failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password')).toBeInTheDocument();
  });

  it('two-factor disable: password and backup code, then the 2FA Disabled toast and status', async () => {
    let enabled = true;
    const fetchMock = mockFetch({
      ...me,
      ...csrf,
      'GET /api/auth/2fa/status': () =>
        jsonResponse({ twoFactorEnabled: enabled, backupCodesCount: enabled ? 3 : 0 }),
      'POST /api/auth/2fa/disable': () => {
        enabled = false;
        return jsonResponse({ success: true });
      },
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Two-Factor Auth' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'pw');
    await userEvent.type(within(dialog).getByLabelText('Code'), '1234x56789');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA Disabled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set Up 2FA' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/2fa/disable');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ password: 'pw', token: '12345678' });
  });

  it('API tokens: a member of an organization sees their models and limits below the tokens', async () => {
    mockFetch({
      'GET /api/auth/me': () =>
        jsonResponse({ success: true, user: { ...alice, organizationId: 'org-1' } }),
      'GET /api/tokens': () => jsonResponse({ tokens: [] }),
      'GET /api/organizations/my-access': () =>
        jsonResponse({
          models: [
            { id: 'llama3.1:8b', model: 'llama3.1:8b', available: true },
            { id: 'gpt-4o-mini', model: 'llama3.1:8b', available: false },
          ],
          limits: [
            {
              level: 'team',
              name: 'Radiology',
              uses: [
                {
                  kind: 'requestsPerMinute',
                  limit: 60,
                  used: 12,
                  remaining: 48,
                  resetsAt: '2026-03-01T10:01:00.000Z',
                },
              ],
            },
          ],
        }),
    });
    renderRoute('/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'API tokens' }));
    const models = await screen.findByRole('list', { name: 'Models you may use' });
    expect(within(models).getByText('gpt-4o-mini')).toBeInTheDocument();
    expect(within(models).getByText('answered by llama3.1:8b')).toBeInTheDocument();
    expect(screen.getByText('Team Radiology')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Team Radiology: Requests this minute' }),
    ).toHaveAttribute('aria-valuenow', '20');
  });
});
