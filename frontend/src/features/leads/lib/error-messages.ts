import { ApiError, getServerMessage } from '@/lib/api-error';

export const TOO_MANY_REQUESTS =
  'Too many requests. Please wait a few minutes before trying again.';
export const CHECK_INPUT = 'Please check your input and try again.';
export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter.";

/** The spec §8 rule: the error text is "status: body", so the status is matched in the text. */
function mentions(error: unknown, status: number): boolean {
  if (error instanceof ApiError) return error.status === status;
  return error instanceof Error && error.message.includes(String(status));
}

export function contactErrorMessage(error: unknown): string {
  if (mentions(error, 429)) return TOO_MANY_REQUESTS;
  if (mentions(error, 400)) return CHECK_INPUT;
  return getServerMessage(error, 'An error occurred while sending your message. Please try again.');
}

export function newsletterErrorMessage(error: unknown): string {
  if (mentions(error, 409)) return ALREADY_SUBSCRIBED;
  if (mentions(error, 429)) return TOO_MANY_REQUESTS;
  return getServerMessage(error, 'An error occurred while subscribing. Please try again.');
}
