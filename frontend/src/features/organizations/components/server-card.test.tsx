import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/organization-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Server } from '../api/subscription-types';
import { ServerCard } from './server-card';

/** Open AI Server is a link to the server's page: the card needs a router around it. */
const renderCards = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('ServerCard health check time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:05.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on its own between refreshes, on one timer for every card', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    renderCards(
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
    // Issue 34: a failed check says "Failed" and when the next check comes, in one message
    // (it used to add "Checked again every 30 seconds" beside "next check in 25 seconds").
    expect(times()).toEqual([
      'Checked 5 seconds ago · next check in 25 seconds',
      'Failed 5 seconds ago · next check in 25 seconds',
    ]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(times()).toEqual([
      'Checked 15 seconds ago · next check in 15 seconds',
      'Failed 15 seconds ago · next check in 15 seconds',
    ]);
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);
    expect(screen.queryByText(/Checked again every/)).toBeNull();
    expect(
      screen.getByText('Connection refused at 10.0.0.5:11434: is the server running?'),
    ).toBeInTheDocument();
  });
});

describe('ServerCard API key', () => {
  it('says whether a key is stored, never what it is', () => {
    renderCards(
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

describe('ServerCard buttons', () => {
  it('names every button in visible words (issue 34: Remove was a bare bin icon)', () => {
    renderCards(<ServerCard server={server({ name: 'Alpha' }) as Server} canManage />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.textContent?.trim()).not.toBe('');
    }
    expect(screen.getByRole('button', { name: 'Remove Alpha' })).toHaveTextContent(/^Remove/);
  });
});
