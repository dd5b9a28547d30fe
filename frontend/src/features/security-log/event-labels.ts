import { titleCaseWords } from '@/lib/title-case';

type EventText = {
  /** What happened when it went through. */
  label: string;
  /** What the user tried when it was refused; absent for events that are only ever recorded as done. */
  refused?: string;
};

/**
 * A label for every event the backend records in a user's log (ACCOUNT_SECURITY_ACTIONS in
 * backend/src/modules/audit/audit-actions.ts; event-labels.test.ts keeps the two in step). Spec §9's eight labels are kept. An entry recorded as a failure is named by what was
 * refused ("Password Change Rejected"), never by what would have happened ("Password Changed").
 */
const EVENTS: Record<string, EventText> = {
  login_success: { label: 'Successful Login' },
  login_failed: { label: 'Failed Login', refused: 'Failed Login' },
  logout_success: { label: 'Logout' },
  registration_success: { label: 'Account Created' },
  password_changed: { label: 'Password Changed', refused: 'Password Change Rejected' },
  profile_updated: { label: 'Profile Updated', refused: 'Profile Update Rejected' },
  '2fa_enabled': { label: '2FA Enabled', refused: '2FA Setup Code Rejected' },
  '2fa_disabled': { label: '2FA Disabled', refused: '2FA Disable Rejected' },
  '2fa_failed': { label: '2FA Code Rejected', refused: '2FA Code Rejected' },
  backup_code_used: { label: 'Backup Code Used' },
  backup_codes_regenerated: { label: 'New Backup Codes Generated' },
  session_revoked: { label: 'Session Signed Out' },
  role_changed: { label: 'Role Changed' },
  status_changed: { label: 'Account Status Changed' },
  api_token_created: { label: 'API Token Created' },
  api_token_revoked: { label: 'API Token Revoked' },
  api_token_updated: { label: 'API Token Changed' },
  api_token_used: { label: 'API Token Used from a New Address' },
  api_token_first_used: { label: 'API Token Used for the First Time' },
  // Spec §9's rule (underscores to spaces, title case) for the issue 34 events.
  email_changed: { label: 'Email Changed', refused: 'Email Change Rejected' },
  password_reset_requested: { label: 'Password Reset Requested' },
  password_reset_completed: { label: 'Password Reset Completed' },
  password_reset_by_admin: { label: 'Password Reset by an Administrator' },
};

/** Machine words a title-cased fallback would get wrong ("2fa" → "2FA"). */
const ACRONYMS: Record<string, string> = { '2fa': '2FA', api: 'API', ip: 'IP', sso: 'SSO' };

/** Spec §9's rule for an event this list does not know yet, with acronyms kept upper case. */
function fallbackLabel(event: string): string {
  return titleCaseWords(event.replace(/[^_]+/g, (word) => ACRONYMS[word] ?? word));
}

export type SecurityEventView = { label: string; failed: boolean };

/**
 * How one entry reads: its label, and whether it shows the Failed badge. Only an entry the
 * backend recorded as unsuccessful is a failure, and then its label says what was refused.
 */
export function describeSecurityEvent(entry: {
  event: string;
  success: boolean;
}): SecurityEventView {
  const text = EVENTS[entry.event];
  if (entry.success) return { label: text?.label ?? fallbackLabel(entry.event), failed: false };
  return {
    label: text?.refused ?? `${text?.label ?? fallbackLabel(entry.event)} (Refused)`,
    failed: true,
  };
}

/** The events this file names, for the test that compares them with the backend's list. */
export const LABELED_EVENTS = Object.keys(EVENTS);
