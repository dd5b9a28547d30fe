/** Every event the security log records (labels for the UI live in the frontend). */
export const SECURITY_EVENTS = [
  'login_success',
  'login_failed',
  'logout_success',
  'registration_success',
  'password_changed',
  'profile_updated',
  '2fa_enabled',
  '2fa_disabled',
  '2fa_failed',
  'backup_code_used',
  'backup_codes_regenerated',
  'session_revoked',
  'role_changed',
  'status_changed',
] as const;

export type SecurityEvent = (typeof SECURITY_EVENTS)[number];
