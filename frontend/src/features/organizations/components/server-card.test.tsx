import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/organization-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Server } from '../api/get-my-subscription';
import { ServerCard } from './server-card';

describe('ServerCard health check time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:05.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on its own between refreshes, on one timer for every card', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    renderWithProviders(
      <>
        <ServerCard server={server({ name: 'Alpha' }) as Server} canManage={false} />
        <ServerCard
          server={
            server({
              name: 'Bravo',
              status: 'failed',
              healthStatus: 'unhealthy',
              healthReason: 'Connection refused at 10.0.0.5:11434: is the server running?',
            }) as Server
          }
          canManage={false}
        />
      </>,
    );
    const times = () => screen.getAllByTestId('health-check-time').map((p) => p.textContent);
    expect(times()).toEqual([
      'Checked 5 seconds ago · next check in 25 seconds',
      'Checked 5 seconds ago · next check in 25 seconds',
    ]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(times()).toEqual([
      'Checked 15 seconds ago · next check in 15 seconds',
      'Checked 15 seconds ago · next check in 15 seconds',
    ]);
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);
    // A failing server is not checked less often, and the card says so.
    expect(
      screen.getByText('Checked again every 30 seconds until it answers.'),
    ).toBeInTheDocument();
  });
});

describe('ServerCard API key', () => {
  it('says whether a key is stored, never what it is', () => {
    renderWithProviders(
      <>
        <ServerCard
          server={server({ name: 'Keyed', apiKeySet: true }) as Server}
          canManage={false}
        />
        <ServerCard
          server={server({ name: 'Open', apiKeySet: false }) as Server}
          canManage={false}
        />
      </>,
    );
    const rows = screen.getAllByText('API key').map((dt) => dt.nextElementSibling?.textContent);
    expect(rows).toEqual(['Set', 'Not set']);
  });
});
