import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@/lib/current-user';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProfileCard } from './profile-card';

const alice = {
  id: 'u1',
  username: 'alice',
  email: 'alice@example.com',
  role: 'user',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
} as User;

const providers = (passwordReset: 'email' | 'administrator') => ({
  'GET /api/auth/providers': () =>
    jsonResponse({ local: true, oidc: null, ldap: false, passwordReset }),
});

async function changeEmail() {
  renderWithProviders(<ProfileCard user={alice} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'new@example.com');
}

describe('ProfileCard: the hint under the password that an email change asks for', () => {
  it('says reset links go to the email on a server that sends them', async () => {
    mockFetch(providers('email'));
    await changeEmail();
    expect(
      await screen.findByText(
        'Your email address is where password reset links go, so changing it needs your password.',
      ),
    ).toBeInTheDocument();
  });

  it('does not promise reset links on a server without email reset (/forgot-password agrees)', async () => {
    const fetchMock = mockFetch(providers('administrator'));
    await changeEmail();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(
      await screen.findByText('Changing your email address needs your password.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/password reset links/)).not.toBeInTheDocument();
  });

  it('asks the server nothing until the email changes', async () => {
    const fetchMock = mockFetch(providers('email'));
    renderWithProviders(<ProfileCard user={alice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Username'), '2');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
