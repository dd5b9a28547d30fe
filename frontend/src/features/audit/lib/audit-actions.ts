import type { operations } from '@/lib/api-types';

/** Every action code of the trail, from the generated API types (audit-actions.ts). */
export type AuditAction = NonNullable<
  NonNullable<operations['AuditController_list']['parameters']['query']>['action']
>;

/**
 * What each action is called in the filter and in an entry's details. Typed against the API's
 * list of codes, so a code the backend adds fails the typecheck until it has a label. The
 * account events use the labels of the user's own Activity tab (spec §9 for the eight it names).
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login_success: 'Successful Login',
  login_failed: 'Failed Login',
  logout_success: 'Logout',
  registration_success: 'Account Created',
  password_changed: 'Password Changed',
  profile_updated: 'Profile Updated',
  '2fa_enabled': '2FA Enabled',
  '2fa_disabled': '2FA Disabled',
  '2fa_failed': '2FA Code Rejected',
  backup_code_used: 'Backup Code Used',
  backup_codes_regenerated: 'New Backup Codes Generated',
  session_revoked: 'Session Signed Out',
  role_changed: 'Role Changed',
  status_changed: 'Account Status Changed',
  api_token_created: 'API Token Created',
  api_token_revoked: 'API Token Revoked',
  api_token_updated: 'API Token Changed',
  api_token_used: 'API Token Used from a New Address',
  api_token_first_used: 'API Token Used for the First Time',
  email_changed: 'Email Changed',
  password_reset_requested: 'Password Reset Requested',
  password_reset_completed: 'Password Reset Completed',
  password_reset_by_admin: 'Password Reset by an Administrator',
  organization_created: 'Organization Created',
  member_added: 'Member Added',
  member_removed: 'Member Removed',
  member_left: 'Member Left',
  plan_changed: 'Plan Changed',
  subscription_canceled: 'Subscription Canceled',
  subscription_resumed: 'Subscription Resumed',
  invoice_marked_paid: 'Invoice Marked as Paid',
  token_allowance_changed: 'Token Allowance Changed',
  member_role_changed: 'Member Role Changed',
  team_created: 'Team Created',
  team_updated: 'Team Updated',
  team_deleted: 'Team Deleted',
  team_member_added: 'Team Member Added',
  team_member_removed: 'Team Member Removed',
  custom_assistant_created: 'Assistant Created',
  custom_assistant_updated: 'Assistant Updated',
  custom_assistant_deleted: 'Assistant Deleted',
  model_access_changed: 'Model Access Changed',
  limits_changed: 'Limits Changed',
  server_added: 'AI Server Added',
  server_stopped: 'AI Server Stopped',
  server_started: 'AI Server Started',
  server_removed: 'AI Server Removed',
  server_key_changed: 'AI Server Key Changed',
  default_model_changed: 'Default Model Changed',
  license_rotated: 'License Key Replaced',
  knowledge_document_uploaded: 'Knowledge Document Uploaded',
  knowledge_document_deleted: 'Knowledge Document Deleted',
  memory_settings_changed: 'Memory Settings Changed',
  settings_changed: 'Settings Changed',
  leads_exported: 'Leads Exported',
  lead_status_changed: 'Lead Status Changed',
  audit_purged: 'Old Audit Entries Removed',
  audit_exported: 'Audit Log Exported',
};

/** The filter's choices, alphabetical by what they are called. */
export const AUDIT_ACTION_OPTIONS = (Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][])
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The label of a code, or the code in words when a newer server sends one this client lacks. */
export function auditActionLabel(action: string): string {
  return (
    (AUDIT_ACTION_LABELS as Record<string, string>)[action] ??
    action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}
