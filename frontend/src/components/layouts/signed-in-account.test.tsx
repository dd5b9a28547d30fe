import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SignedInAccount } from './signed-in-account';

const signOut = vi.fn();
let isPending = false;
vi.mock('@/components/auth/use-sign-out', () => ({
  useSignOut: () => ({ signOut, isPending }),
}));

const user = {
  id: '1',
  username: 'carol',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  organizationId: null,
  organizationRole: null,
  twoFactorEnabled: false,
} as const;

// Spec §5: one Logout button ("Logging out..." while pending), the only way to sign out now
// that the account menu no longer repeats it.
describe('Logout in the site header', () => {
  beforeEach(() => {
    isPending = false;
    signOut.mockClear();
  });

  it('signs out, then reads Logging out... and is disabled', async () => {
    const account = () => (
      <MemoryRouter>
        <SignedInAccount user={user} layout="bar" />
      </MemoryRouter>
    );
    const { rerender } = render(account());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    isPending = true;
    rerender(account());
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  });
});
