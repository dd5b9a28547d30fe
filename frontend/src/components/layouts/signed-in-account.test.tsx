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

// Spec §2: "The current route is highlighted", on the account pages as on /, /pricing and
// /enterprise (site-header.tsx's NavLinks).
describe('the current page in the signed-in header', () => {
  const at = (path: string, layout: 'bar' | 'sheet' | 'compact' = 'bar', role = user.role) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <SignedInAccount user={{ ...user, role }} layout={layout} />
      </MemoryRouter>,
    );

  it.each([
    ['/dashboard', 'Dashboard', 'Settings'],
    ['/settings', 'Settings', 'Dashboard'],
  ])('on %s marks %s, not %s', (path, here, other) => {
    at(path);
    const link = screen.getByRole('link', { name: here });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('bg-accent');
    expect(screen.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('on a page only the account menu links to (/admin), highlights the menu, not a link', () => {
    at('/admin', 'bar', 'admin');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /account menu/i })).toHaveClass('bg-accent');
  });

  it('marks the current page in the phone menu and on the name in the phone bar', () => {
    at('/admin', 'sheet', 'admin');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    at('/dashboard', 'compact');
    expect(screen.getByRole('link', { name: /signed in as/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
