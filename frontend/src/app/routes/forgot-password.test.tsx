import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const providers = (passwordReset: 'email' | 'administrator') => ({
  'GET /api/auth/providers': () =>
    jsonResponse({ local: true, oidc: null, ldap: false, passwordReset }),
});
const csrf = { 'GET /api/csrf-token': () => jsonResponse({ token: 't' }) };
const TOKEN = 'A'.repeat(20) + '_-' + 'b'.repeat(21);
const NEUTRAL =
  'If an account uses that address, a link to reset its password is on its way. The link works once, for 30 minutes.';

describe('Forgotten password (issue 34 item 16)', () => {
  it('is linked from the sign-in form', async () => {
    mockFetch(providers('email'));
    const { router } = renderRoute('/auth');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('sends the address and shows the same answer whatever it is', async () => {
    const fetchMock = mockFetch({
      ...providers('email'),
      ...csrf,
      'POST /api/auth/password-reset/request': () =>
        jsonResponse({ success: true, message: NEUTRAL }, 202),
    });
    renderRoute('/forgot-password');
    const email = await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await userEvent.type(email, 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/auth/password-reset/request');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ email: 'dana@example.com' });
  });

  it('says to ask an administrator where the server sends no mail', async () => {
    mockFetch(providers('administrator'));
    renderRoute('/forgot-password');
    expect(
      await screen.findByText('Password reset by email is not set up on this server.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask your administrator to reset your password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("sets the new password from the link's token, then takes the token out of the address", async () => {
    const fetchMock = mockFetch({
      ...providers('email'),
      ...csrf,
      'POST /api/auth/password-reset/confirm': () =>
        jsonResponse({
          success: true,
          message:
            'Password changed. You have been signed out everywhere; sign in with the new one.',
        }),
    });
    const { router } = renderRoute(`/forgot-password#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await userEvent.type(screen.getByLabelText('New Password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'a-new-passwor');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/auth/password-reset/confirm');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      token: TOKEN,
      newPassword: 'a-new-password',
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('shows why a used or expired link failed', async () => {
    mockFetch({
      ...providers('email'),
      ...csrf,
      'POST /api/auth/password-reset/confirm': () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'RESET_LINK_INVALID',
            message: 'This reset link is invalid, used or expired. Request a new one.',
          },
          400,
        ),
    });
    renderRoute(`/forgot-password#token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, used or expired. Request a new one.',
    );
  });
});
