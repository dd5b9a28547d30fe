import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch, sentHeaders } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const bob = { id: 'u2', username: 'bob', role: 'user', createdAt: '2025-02-01T00:00:00Z' };
const signedOut = () => new Response('', { status: 401 });
const providers = (body: object) => ({ 'GET /api/auth/providers': () => jsonResponse(body) });
const localOnly = providers({ local: true, oidc: null, ldap: false });

async function fillSignIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/auth', () => {
  it('validates the fields before calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': signedOut, ...localOnly });
    renderRoute('/auth');
    await fillSignIn('ab', 'short');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    // Not even GET /api/auth/me: this browser never signed in (no session hint). Only the
    // sign-in options are asked for.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/providers']);
  });

  it('asks for the code on a 2FA challenge, resubmits with it, stores the token', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () =>
        signedIn ? jsonResponse({ success: true, user: bob }) : signedOut(),
      'GET /api/csrf-token': () => jsonResponse({ token: 'pre-login' }),
      'POST /api/auth/login': ({ init }) => {
        const body = JSON.parse(String(init.body)) as { token?: string };
        if (!body.token) {
          const challenge = { statusCode: 401, code: 'TWO_FACTOR_REQUIRED', message: 'Code?' };
          return jsonResponse(challenge, 401);
        }
        signedIn = true;
        return jsonResponse({ success: true, user: bob, csrfToken: 'post-login' });
      },
      'POST /api/auth/logout': () => jsonResponse({ success: true }),
    });
    const { router } = renderRoute('/auth');
    await fillSignIn('bob', 'password123');
    const code = await screen.findByLabelText('Authentication code');
    await userEvent.type(code, '12a34-56');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    const loginCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(loginCalls[1][1]?.body))).toMatchObject({ token: '123456' });
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();

    // The token from the login response is used for the next unsafe call.
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const logoutIndex = fetchMock.mock.calls.findIndex(([url]) => url === '/api/auth/logout');
    expect(sentHeaders(fetchMock, logoutIndex)['x-csrf-token']).toBe('post-login');
  });

  it('shows the server message when login fails', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/auth/login': () =>
        jsonResponse(
          {
            statusCode: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'Invalid username or password',
            // A stray field is not a challenge: only the code decides.
            twoFactorRequired: true,
          },
          401,
        ),
    });
    renderRoute('/auth');
    await fillSignIn('bob', 'password123');
    // Next to the form (issue 34 item 16), not only in the toast that disappears.
    const inline = await waitFor(() => {
      const found = document.getElementById('login-failure');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(inline).toHaveAttribute('role', 'alert');
    expect(inline).toHaveTextContent('Login FailedInvalid username or password');
    expect(inline.closest('form')).not.toBeNull();
    // And the spec's toast (§5), which appears beside it and goes away by itself.
    await waitFor(() =>
      expect(screen.getAllByText('Invalid username or password')).toHaveLength(2),
    );
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('asks for a new password first after signing in with a temporary one', async () => {
    let changed = false;
    const temp = { ...bob, mustChangePassword: true };
    const fetchMock = mockFetch({
      'GET /api/auth/me': () =>
        jsonResponse({ success: true, user: { ...bob, mustChangePassword: !changed } }),
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      ...localOnly,
      'POST /api/auth/login': () =>
        jsonResponse({ success: true, user: temp, csrfToken: 'post-login' }),
      'PUT /api/profile/password': () => {
        changed = true;
        return jsonResponse({ success: true, message: 'Password changed.' });
      },
    });
    const { router } = renderRoute('/auth');
    await fillSignIn('bob', 'Tmp7kQ2xR9mW4pZs');
    expect(await screen.findByText('Choose a new password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    await userEvent.type(screen.getByLabelText('Current Password'), 'Tmp7kQ2xR9mW4pZs');
    await userEvent.type(screen.getByLabelText('New Password'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/profile/password');
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({
      currentPassword: 'Tmp7kQ2xR9mW4pZs',
    });
  });

  it('sends a signed-in user who must change the password from an account page to /auth', async () => {
    writeSessionHint(true);
    mockFetch({
      'GET /api/auth/me': () =>
        jsonResponse({ success: true, user: { ...bob, mustChangePassword: true } }),
      ...localOnly,
    });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fdashboard');
    expect(await screen.findByText('Choose a new password')).toBeInTheDocument();
  });

  it('registers, then switches to Sign In with the username filled in', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/auth/register': () => jsonResponse({ success: true, user: bob }, 201),
    });
    renderRoute('/auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await userEvent.type(screen.getByLabelText('Username'), 'carol');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('carol');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'carol',
      password: 'password123',
    });
  });

  it('redirects a signed-in visitor to /dashboard', async () => {
    writeSessionHint(true);
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: bob }) });
    const { router } = renderRoute('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
