/** Spec §9: fixed labels; any other event shows with underscores as spaces, title-cased. */
const LABELS: Record<string, string> = {
  login_success: 'Successful Login',
  login_failed: 'Failed Login',
  logout_success: 'Logout',
  password_changed: 'Password Changed',
  profile_updated: 'Profile Updated',
  '2fa_enabled': '2FA Enabled',
  '2fa_disabled': '2FA Disabled',
  registration_success: 'Account Created',
};

export function securityEventLabel(event: string): string {
  return (
    LABELS[event] ??
    event
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
