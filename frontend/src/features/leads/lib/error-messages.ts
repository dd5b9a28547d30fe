import { getServerMessage, hasErrorCode, VALIDATION_FAILED } from '@/lib/api-error';

export const TOO_MANY_REQUESTS =
  'Too many requests. Please wait a few minutes before trying again.';
export const CHECK_INPUT = 'Please check your input and try again.';
export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter.";

// Spec §8 names the statuses (429, 400, 409); the client reads them as the backend's codes.
const RATE_LIMITED = 'RATE_LIMITED';
const BAD_INPUT = [VALIDATION_FAILED, 'BAD_REQUEST'];
/** The backend's leads feature names its 409 (backend/src/modules/leads/leads.errors.ts). */
const ALREADY_SUBSCRIBED_CODE = 'ALREADY_SUBSCRIBED';

export function contactErrorMessage(error: unknown): string {
  if (hasErrorCode(error, RATE_LIMITED)) return TOO_MANY_REQUESTS;
  if (hasErrorCode(error, ...BAD_INPUT)) return CHECK_INPUT;
  return getServerMessage(error, 'An error occurred while sending your message. Please try again.');
}

export function newsletterErrorMessage(error: unknown): string {
  if (hasErrorCode(error, ALREADY_SUBSCRIBED_CODE)) return ALREADY_SUBSCRIBED;
  if (hasErrorCode(error, RATE_LIMITED)) return TOO_MANY_REQUESTS;
  return getServerMessage(error, 'An error occurred while subscribing. Please try again.');
}
