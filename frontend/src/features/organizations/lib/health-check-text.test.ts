import { describe, expect, it } from 'vitest';
import { server } from '@/testing/organization-fixtures';
import type { Server } from '../api/subscription-types';
import { healthCheckText, intervalText } from './health-check-text';
import { refreshDelayMs } from './refresh-delay';

const at = (iso: string) => Date.parse(iso);
const card = (overrides: Record<string, unknown> = {}) => server(overrides) as Server;

describe('healthCheckText', () => {
  it('says when the server was checked and when the next check is planned, as time passes', () => {
    const s = card();
    expect(healthCheckText(s, at('2026-03-01T09:00:12Z'))).toBe(
      'Checked 12 seconds ago · next check in 18 seconds',
    );
    expect(healthCheckText(s, at('2026-03-01T09:00:29Z'))).toBe(
      'Checked 29 seconds ago · next check in 1 second',
    );
    // Planned time passed, the refetch not in yet: the check runs within one interval.
    expect(healthCheckText(s, at('2026-03-01T09:00:31Z'))).toBe(
      'Checked 31 seconds ago · next check within 30 seconds',
    );
  });

  it('covers a server never checked and a stopped one', () => {
    const fresh = card({
      status: 'provisioning',
      lastCheckedAt: null,
      nextCheckAt: '2026-03-01T09:00:00.000Z',
    });
    expect(healthCheckText(fresh, at('2026-03-01T09:00:05Z'))).toBe(
      'Waiting for the first health check, next check within 30 seconds',
    );
    const stopped = card({ status: 'stopped', nextCheckAt: null });
    expect(healthCheckText(stopped, at('2026-03-01T09:00:05Z'))).toBe('Not checked while stopped');
  });

  it('words the interval the API reports', () => {
    expect(intervalText(30)).toBe('30 seconds');
    expect(intervalText(1)).toBe('1 second');
    expect(intervalText(120)).toBe('2 minutes');
    expect(intervalText(60)).toBe('1 minute');
  });
});

describe('refreshDelayMs', () => {
  const now = at('2026-03-01T09:00:10Z');

  it('asks again just after the soonest planned check, between 5 and 30 seconds', () => {
    expect(refreshDelayMs([card()], now)).toBe(23_000);
    expect(refreshDelayMs([card({ nextCheckAt: '2026-03-01T09:00:11.000Z' })], now)).toBe(5_000);
    expect(refreshDelayMs([card({ nextCheckAt: '2026-03-01T09:05:00.000Z' })], now)).toBe(30_000);
    expect(refreshDelayMs([card({ status: 'stopped', nextCheckAt: null })], now)).toBe(30_000);
    expect(refreshDelayMs([], now)).toBe(30_000);
  });

  it('asks every 5 seconds while a server waits for its first check', () => {
    expect(refreshDelayMs([card(), card({ status: 'provisioning' })], now)).toBe(5_000);
  });
});
