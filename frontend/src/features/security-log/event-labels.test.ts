import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSecurityEvent, LABELED_EVENTS } from './event-labels';

const done = (event: string) => describeSecurityEvent({ event, success: true });
const refused = (event: string) => describeSecurityEvent({ event, success: false });

/** The backend's list of the events a user's log holds (ACCOUNT_SECURITY_ACTIONS), read from its source. */
function backendSecurityEvents(): string[] {
  const source = readFileSync(
    resolve(import.meta.dirname, '../../../../backend/src/modules/audit/audit-actions.ts'),
    'utf8',
  );
  const list = source.match(/ACCOUNT_SECURITY_ACTIONS = \[([^\]]*)\]/)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

describe('describeSecurityEvent', () => {
  it.each([
    ['login_success', 'Successful Login'],
    ['logout_success', 'Logout'],
    ['password_changed', 'Password Changed'],
    ['profile_updated', 'Profile Updated'],
    ['2fa_enabled', '2FA Enabled'],
    ['2fa_disabled', '2FA Disabled'],
    ['registration_success', 'Account Created'],
  ])('spec §9: %s → %s, without a Failed badge', (event, label) =>
    expect(done(event)).toEqual({ label, failed: false }),
  );

  it('names a refused password change by what was refused, with the Failed badge', () => {
    expect(refused('password_changed')).toEqual({
      label: 'Password Change Rejected',
      failed: true,
    });
  });

  it('gives the raw failure events real labels', () => {
    expect(refused('2fa_failed')).toEqual({ label: '2FA Code Rejected', failed: true });
    expect(refused('login_failed')).toEqual({ label: 'Failed Login', failed: true });
  });

  it('labels every event the backend records in a user log, none by the title-case fallback', () => {
    const events = backendSecurityEvents();
    expect(events.length).toBeGreaterThan(10);
    expect(events.filter((event) => !LABELED_EVENTS.includes(event))).toEqual([]);
  });

  it('keeps acronyms in the fallback for an event added later', () => {
    expect(done('api_quota_reached').label).toBe('API Quota Reached');
    expect(refused('2fa_reset')).toEqual({ label: '2FA Reset (Refused)', failed: true });
  });
});
