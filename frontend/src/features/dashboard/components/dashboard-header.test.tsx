import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DashboardHeader } from './dashboard-header';

// Spec §5: the dashboard header's Logout button, "Logging out..." while pending.
describe('DashboardHeader', () => {
  it('logs out, then reads Logging out... and is disabled', async () => {
    const onLogout = vi.fn();
    const header = (pending: boolean) => (
      <MemoryRouter>
        <DashboardHeader username="carol" role="user" onLogout={onLogout} isLoggingOut={pending} />
      </MemoryRouter>
    );
    const { rerender } = render(header(false));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    rerender(header(true));
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  });
});
