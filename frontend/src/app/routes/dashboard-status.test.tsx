import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner, member, mySubscription, server } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

function signedInWith(servers: object[] | Response) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user: member }),
    'GET /api/billing/my-subscription': () =>
      servers instanceof Response ? servers : jsonResponse(mySubscription({ servers })),
  });
}

/** The System Status card's live region. */
async function systemStatus() {
  return within(await screen.findByRole('status', { name: 'System status' }));
}

describe('/dashboard System Status', () => {
  it('says "All systems operational" while every server of the organization is fine', async () => {
    signedInWith([
      server({ name: 'Alpha' }),
      server({ name: 'Bravo', status: 'stopped', healthStatus: 'unknown', nextCheckAt: null }),
      server({ name: 'Charlie', status: 'provisioning', healthStatus: 'unknown' }),
    ]);
    renderRoute('/dashboard');
    const card = await systemStatus();
    expect(await card.findByText('All systems operational')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a failing server and why, and links to the organization page', async () => {
    signedInWith([
      server({ name: 'Alpha' }),
      server({
        name: 'GPU box 2',
        status: 'failed',
        healthStatus: 'unhealthy',
        healthReason: 'Connection refused at 10.0.0.6:11434: is the server running?',
      }),
    ]);
    renderRoute('/dashboard');
    const card = await systemStatus();
    expect(
      await card.findByText(
        'GPU box 2 is failing: Connection refused at 10.0.0.6:11434: is the server running?',
      ),
    ).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View your organization' })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
  });

  it('counts several failing servers', async () => {
    signedInWith([
      server({ name: 'Alpha', status: 'failed', healthStatus: 'unhealthy' }),
      server({ name: 'Bravo', status: 'failed', healthStatus: 'unhealthy' }),
    ]);
    renderRoute('/dashboard');
    const card = await systemStatus();
    expect(await card.findByText('2 AI servers are failing: Alpha and Bravo')).toBeInTheDocument();
  });

  it('claims nothing when the servers cannot be loaded', async () => {
    signedInWith(jsonResponse({ statusCode: 500, message: 'x', code: 'INTERNAL_ERROR' }, 500));
    renderRoute('/dashboard');
    const card = await systemStatus();
    expect(
      await card.findByText('The status of your AI servers is unavailable.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
  });

  it('does not ask for servers when the account is in no organization', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    });
    renderRoute('/dashboard');
    const card = await systemStatus();
    expect(card.getByText('All systems operational')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/billing/my-subscription');
  });

  describe("an admin's System Status: the whole installation (issue 34)", () => {
    const admin = { ...loner, id: 'u-admin', username: 'ada', role: 'admin' };
    const installation = (failingServers: object[]) => ({
      success: true,
      timestamp: '2026-01-01T00:00:00.000Z',
      health: {
        status: failingServers.length ? 'degraded' : 'healthy',
        checks: {
          memory: true,
          errorRate: true,
          responseTime: true,
          database: true,
          customerServers: failingServers.length === 0,
        },
        thresholds: {
          memoryUsagePercent: 90,
          errorRatePercent: 5,
          avgResponseTimeMs: 1000,
          dbErrorRatePercent: 1,
        },
      },
      metrics: {
        system: {
          uptime: 1,
          memory: { used: 1, total: 2, usage: 50 },
          requests: { total: 1 },
          errorRate: 0,
          avgResponseTime: 1,
        },
        application: {
          activeSessions: 1,
          auth: { logins: 1, twoFactorUses: 0, failedAttempts: 0 },
          aiQueries: { total: 0, byType: { brain: 0, deploy: 0 }, avgResponseTime: 0 },
          database: { totalQueries: 1, errorRate: 0, avgQueryTime: 0 },
        },
        customerServers: {
          total: 2,
          healthy: 2 - failingServers.length,
          failing: failingServers.length,
          unchecked: 0,
          stopped: 0,
          failingServers,
        },
      },
    });
    const asAdmin = (body: object) =>
      mockFetch({
        'GET /api/auth/me': () => jsonResponse({ success: true, user: admin }),
        'GET /api/monitoring/metrics': () => jsonResponse(body),
      });

    it("no longer says All systems operational while a customer's server fails", async () => {
      asAdmin(
        installation([
          {
            id: 's2',
            name: 'GPU box 2',
            organizationId: 'org-1',
            organizationName: 'Acme Health',
            reason: 'Connection refused at 10.0.0.6:11434: is the server running?',
            lastCheckedAt: null,
          },
        ]),
      );
      renderRoute('/dashboard');
      const card = await systemStatus();
      expect(
        await card.findByText(
          'GPU box 2 (Acme Health) is failing: Connection refused at 10.0.0.6:11434: is the server running?',
        ),
      ).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Open System Monitoring' })).toHaveAttribute(
        'href',
        '/monitoring',
      );
      expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
    });

    it('says the spec text while the whole installation is healthy', async () => {
      asAdmin(installation([]));
      renderRoute('/dashboard');
      const card = await systemStatus();
      expect(await card.findByText('All systems operational')).toBeInTheDocument();
    });
  });
});
