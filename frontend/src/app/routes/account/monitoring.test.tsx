import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const user = (role: string) => ({
  id: 'u1',
  username: 'ada',
  email: null,
  role,
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
});

const noServers = {
  total: 0,
  healthy: 0,
  failing: 0,
  unchecked: 0,
  stopped: 0,
  failingServers: [] as object[],
};
const thresholds = {
  memoryUsagePercent: 90,
  errorRatePercent: 5,
  avgResponseTimeMs: 1000,
  dbErrorRatePercent: 1,
};

const metrics = (status: 'healthy' | 'degraded', customerServers = noServers) => ({
  success: true,
  timestamp: '2026-01-01T00:00:00.000Z',
  health: {
    status,
    checks: {
      memory: true,
      errorRate: status === 'healthy' || customerServers.failing > 0,
      responseTime: true,
      database: true,
      customerServers: customerServers.failing === 0,
    },
    thresholds,
  },
  metrics: {
    system: {
      uptime: 93_784,
      memory: { used: 256 * 1024 * 1024, total: 8192 * 1024 * 1024, usage: 3.13 },
      requests: { total: 1234 },
      errorRate: status === 'healthy' ? 0.5 : 12.5,
      avgResponseTime: 42.42,
    },
    application: {
      activeSessions: 7,
      auth: { logins: 11, twoFactorUses: 3, failedAttempts: 2 },
      aiQueries: { total: 9, byType: { brain: 5, deploy: 4 }, avgResponseTime: 850 },
      database: { totalQueries: 5000, errorRate: 0, avgQueryTime: 0.42 },
    },
    customerServers,
  },
});

describe('/monitoring', () => {
  it('redirects a manager to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: user('manager') }) });
    const { router } = renderRoute('/monitoring');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows live figures, the badge and the four cards', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: user('admin') }),
      'GET /api/monitoring/metrics': () => jsonResponse(metrics('healthy')),
    });
    renderRoute('/monitoring');
    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    expect(screen.getByText('3.1%')).toBeInTheDocument();
    expect(screen.getByText('42.4ms')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Within threshold' })).toHaveLength(4);
    for (const title of [
      'System Performance',
      'User Activity',
      'AI Performance',
      'Database Performance',
    ])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('1d 2h 3m')).toBeInTheDocument();
    expect(screen.getByText('256 MB')).toBeInTheDocument();
    expect(screen.getByText('8,192 MB')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('850ms')).toBeInTheDocument();
    // What "Healthy" covers, and each tile's limit.
    expect(
      screen.getByText(/^Healthy means this IronKeep server's memory, error rate, response time/),
    ).toBeInTheDocument();
    expect(screen.getByText("Healthy below 90% of this server's memory")).toBeInTheDocument();
    // The assistants by name, never "Brain Queries" / "Deploy Queries".
    expect(screen.getByText('Intelligence Assistant queries')).toBeInTheDocument();
    expect(screen.getByText('Operations Manager queries')).toBeInTheDocument();
    expect(screen.queryByText(/Brain|Deploy/)).not.toBeInTheDocument();
    expect(screen.getByText('No customer has registered an AI server yet.')).toBeInTheDocument();
    // Issue 42: what each figure counts, and so why Active Sessions may exceed Total Logins.
    expect(
      screen.getByText(
        'Signed-in sessions not expired or signed out, of all users on all devices, including ones begun before the last restart',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Successful sign-ins since this IronKeep server last started'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sign-ins completed with a two-factor code, since the last start'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Refused sign-ins (wrong username, password or two-factor code, or a deactivated account), since the last start',
      ),
    ).toBeInTheDocument();
  });

  it("is Degraded while a customer's AI server fails, and names it", async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: user('admin') }),
      'GET /api/monitoring/metrics': () =>
        jsonResponse(
          metrics('degraded', {
            total: 3,
            healthy: 1,
            failing: 1,
            unchecked: 0,
            stopped: 1,
            failingServers: [
              {
                id: 's2',
                name: 'GPU box 2',
                organizationId: 'org-1',
                organizationName: 'Acme Health',
                reason: 'Connection refused at 10.0.0.6:11434: is the server running?',
                lastCheckedAt: '2026-01-01T00:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderRoute('/monitoring');
    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(screen.queryByText('Healthy')).not.toBeInTheDocument();
    expect(screen.getByText('Degraded: 1 of 3 customer AI servers failing.')).toBeInTheDocument();
    const failing = screen.getByRole('list', { name: 'Failing customer AI servers' });
    expect(failing).toHaveTextContent('GPU box 2 · Acme Health');
    expect(failing).toHaveTextContent('Connection refused at 10.0.0.6:11434');
    const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([count('Passing'), count('Failing'), count('Stopped by owner')]).toEqual([
      '1',
      '1',
      '1',
    ]);
  });

  it('shows Degraded with a red dot for the failing check', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: user('admin') }),
      'GET /api/monitoring/metrics': () => jsonResponse(metrics('degraded')),
    });
    renderRoute('/monitoring');
    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Over threshold' })).toHaveLength(1);
    expect(screen.getByText('Degraded: error rate over its limit.')).toBeInTheDocument();
  });

  it('shows Monitoring Unavailable when the call fails', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: user('admin') }),
      'GET /api/monitoring/metrics': () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    renderRoute('/monitoring');
    expect(await screen.findByText('Monitoring Unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to load system metrics. Please check your permissions.'),
    ).toBeInTheDocument();
  });
});
