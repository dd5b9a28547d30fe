import { AuditReader } from '../audit/audit-reader.service';
import { AuditTrail } from '../audit/audit-trail.service';
import { clientIp } from '../audit/request-context';
import { MetricsService } from '../metrics/metrics.service';
import { SecurityLogService } from './security-log.service';

function setup() {
  const trail = { appendOrReport: jest.fn(async () => undefined) };
  const metrics = { recordAuthEvent: jest.fn() };
  const service = new SecurityLogService(
    trail as unknown as AuditTrail,
    {} as AuditReader,
    metrics as unknown as MetricsService,
  );
  return { service, trail, metrics };
}

const context = { ip: '10.0.0.1', userAgent: 'jest', authMethod: 'password' as const };

describe('SecurityLogService.record', () => {
  it('appends the event to the audit trail with the account as actor, and counts it', async () => {
    const { service, trail, metrics } = setup();
    await service.record({
      user: { id: 'u1', username: 'alice', organizationId: 'o1' },
      event: 'login_success',
      success: true,
      context,
      details: { twoFactor: 'totp' },
    });
    expect(trail.appendOrReport).toHaveBeenCalledWith({
      action: 'login_success',
      outcome: 'success',
      actor: { type: 'user', id: 'u1', username: 'alice', auth: 'password', organizationId: 'o1' },
      context,
      details: { twoFactor: 'totp' },
    });
    expect(metrics.recordAuthEvent).toHaveBeenCalledWith('login_success', { twoFactor: 'totp' });
  });

  it('names the tried username of an unknown account, tied to no account', async () => {
    const { service, trail } = setup();
    await service.record({
      user: null,
      attemptedUsername: 'ghost',
      event: 'login_failed',
      success: false,
      context,
    });
    expect(trail.appendOrReport).toHaveBeenCalledWith(
      expect.objectContaining({
        outcome: 'failure',
        actor: { type: 'user', id: null, username: 'ghost', auth: 'password' },
      }),
    );
  });

  it('puts an admin change on the target account and its organisation', async () => {
    const { service, trail } = setup();
    await service.record({
      user: { id: 'admin', username: 'root' },
      target: { id: 'u2', username: 'bob', organizationId: 'o2' },
      event: 'role_changed',
      success: true,
      context: { ...context, authMethod: 'session' },
    });
    expect(trail.appendOrReport).toHaveBeenCalledWith(
      expect.objectContaining({ target: { type: 'user', id: 'u2' }, organizationId: 'o2' }),
    );
  });
});

describe('clientIp', () => {
  it('shows an IPv4 client of a dual-stack socket as IPv4, anything else as is', () => {
    expect(clientIp('::ffff:10.0.0.5')).toBe('10.0.0.5');
    expect(clientIp('::1')).toBe('::1');
    expect(clientIp('2001:db8::ffff:1')).toBe('2001:db8::ffff:1');
    expect(clientIp(undefined)).toBeNull();
  });
});
