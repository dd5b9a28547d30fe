import { describe, expect, it } from 'vitest';
import { securityEventLabel } from './event-labels';

describe('securityEventLabel', () => {
  it.each([
    ['login_success', 'Successful Login'],
    ['login_failed', 'Failed Login'],
    ['logout_success', 'Logout'],
    ['password_changed', 'Password Changed'],
    ['profile_updated', 'Profile Updated'],
    ['2fa_enabled', '2FA Enabled'],
    ['2fa_disabled', '2FA Disabled'],
    ['registration_success', 'Account Created'],
    ['backup_code_used', 'Backup Code Used'],
    ['session_revoked', 'Session Revoked'],
    ['2fa_failed', '2fa Failed'],
  ])('%s → %s', (event, label) => expect(securityEventLabel(event)).toBe(label));
});
