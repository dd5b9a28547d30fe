import { describe, expect, it } from 'vitest';
import { server } from '@/testing/organization-fixtures';
import type { Server } from '../api/subscription-types';
import { failingServers, failingServersText } from './server-problems';

const s = (overrides: Record<string, unknown>) => server(overrides) as Server;

describe('failingServers', () => {
  it('counts failed and unhealthy servers, not stopped or provisioning ones', () => {
    const failed = s({ name: 'A', status: 'failed', healthStatus: 'unhealthy' });
    const unhealthy = s({ name: 'B', status: 'active', healthStatus: 'unhealthy' });
    const found = failingServers([
      s({ name: 'ok' }),
      failed,
      unhealthy,
      s({ name: 'paused', status: 'stopped', healthStatus: 'unknown' }),
      s({ name: 'new', status: 'provisioning', healthStatus: 'unknown' }),
    ]);
    expect(found.map((x) => x.name)).toEqual(['A', 'B']);
  });

  it('names one server with its reason, or lists several', () => {
    expect(failingServersText([s({ name: 'A', healthReason: 'No route to 10.0.0.5:11434' })])).toBe(
      'A is failing: No route to 10.0.0.5:11434',
    );
    expect(failingServersText([s({ name: 'A', healthReason: null })])).toBe(
      'A is failing its health checks',
    );
    expect(failingServersText([s({ name: 'A' }), s({ name: 'B' }), s({ name: 'C' })])).toBe(
      '3 AI servers are failing: A, B and C',
    );
  });
});
