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

const metrics = (status: 'healthy' | 'degraded') => ({
  success: true,
  timestamp: '2026-01-01T00:00:00.000Z',
  health: {
    status,
    checks: { memory: true, errorRate: status === 'healthy', responseTime: true, database: true },
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
  });

  it('shows Degraded with a red dot for the failing check', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: user('admin') }),
      'GET /api/monitoring/metrics': () => jsonResponse(metrics('degraded')),
    });
    renderRoute('/monitoring');
    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Over threshold' })).toHaveLength(1);
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
