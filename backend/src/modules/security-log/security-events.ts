import { ACCOUNT_SECURITY_ACTIONS } from '../audit/audit-actions';

/**
 * The audit actions a user's own Activity tab shows (labels for the UI live in the frontend):
 * the security log is this view of the audit trail, for entries the user did or that were done
 * to their account.
 */
export const SECURITY_EVENTS = ACCOUNT_SECURITY_ACTIONS;

export type SecurityEvent = (typeof SECURITY_EVENTS)[number];
