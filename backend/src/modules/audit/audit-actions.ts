/**
 * Sign-in and account security (any sign-in method: see AuditAuthMethod): also what a user's
 * own Activity tab shows (modules/security-log).
 */
export const ACCOUNT_SECURITY_ACTIONS = [
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
  'api_token_created',
  'api_token_revoked',
  'api_token_updated',
  'api_token_used',
  // The first call of a token: where it runs, not an alarm (api_token_used: a later new address).
  'api_token_first_used',
  // Issue 34: the e-mail change (re-authenticated) and the forgotten-password paths.
  'email_changed',
  'password_reset_requested',
  'password_reset_completed',
  'password_reset_by_admin',
] as const;

/**
 * The action codes of the audit trail. A code is a stable name (exports and SIEM rules match on
 * it): add new ones, never rename.
 */
export const AUDIT_ACTIONS = [
  ...ACCOUNT_SECURITY_ACTIONS,
  // Organisations and billing.
  'organization_created',
  'member_added',
  'member_removed',
  'member_left',
  'plan_changed',
  'subscription_canceled',
  'subscription_resumed',
  'invoice_marked_paid',
  'token_allowance_changed',
  // Issue 40: roles, teams and model access.
  'member_role_changed',
  'team_created',
  'team_updated',
  'team_deleted',
  'team_member_added',
  'team_member_removed',
  'model_access_changed',
  'limits_changed',
  // Issue 42: the organization's custom assistants.
  'custom_assistant_created',
  'custom_assistant_updated',
  'custom_assistant_deleted',
  // AI servers, licences, knowledge, memory, settings, data exports.
  'server_added',
  'server_stopped',
  'server_started',
  'server_removed',
  'server_key_changed',
  'default_model_changed',
  'license_rotated',
  'knowledge_document_uploaded',
  'knowledge_document_deleted',
  'memory_settings_changed',
  'settings_changed',
  'leads_exported',
  'lead_status_changed',
  // The trail itself.
  'audit_purged',
  'audit_exported',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * How the actor proved who they were for this action: `password`, `sso`, `ldap` for a sign-in
 * (or a failed attempt) by that method; `session` or `token` for a request made with a session
 * cookie or an API token; `system` for scheduled jobs and the provider's webhooks; `none` for an
 * unauthenticated request (registration, a failed sign-in of an unknown name).
 */
export const AUDIT_AUTH_METHODS = [
  'password',
  'sso',
  'ldap',
  'session',
  'token',
  'system',
  'none',
] as const;
export type AuditAuthMethod = (typeof AUDIT_AUTH_METHODS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_ACTOR_TYPES = ['user', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
