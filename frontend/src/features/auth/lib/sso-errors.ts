/**
 * The words for each failure code the single sign-on callback sends to /auth?error=… (backend
 * modules/identity/identity.errors.ts). Only the code travels in the URL, so nothing a link or a
 * provider wrote can be shown on the page.
 */
const SSO_ERROR_MESSAGES: Record<string, string> = {
  sso_state:
    'Your single sign-on attempt expired or was started in another browser. Please try again.',
  sso_denied: 'Sign-in was canceled or refused at your identity provider.',
  sso_failed:
    "Single sign-on failed: the identity provider's answer could not be verified. Please try again or contact your administrator.",
  sso_unavailable:
    'Your identity provider cannot be reached right now. Please try again in a moment.',
  sso_deactivated: 'This account has been deactivated. Contact your administrator.',
  sso_disabled: 'Single sign-on is not set up on this server.',
};

export function ssoErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return SSO_ERROR_MESSAGES[code] ?? 'Single sign-on failed. Please try again.';
}
