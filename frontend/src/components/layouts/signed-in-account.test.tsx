import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { components } from '@/lib/api-types';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner } from '@/testing/organization-fixtures';
import { SignedInAccount } from './signed-in-account';

const user = loner as components['schemas']['UserDto'];

// Spec §5: one Logout button ("Logging out..." while pending), the only way to sign out now
// that the account menu no longer repeats it.
describe('Logout in the site header', () => {
  it('signs out, then reads Logging out... and is disabled', async () => {
    // The sign-out request stays in flight: the button must say so until it ends.
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/auth/logout': () => new Promise<Response>(() => {}),
    });
    render(
      <MemoryRouter>
        <SignedInAccount user={user} layout="bar" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    const logouts = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/logout');
    await vi.waitFor(() => expect(logouts()).toHaveLength(1));
    expect(logouts()[0][1]).toMatchObject({ method: 'POST' });
  });
});
