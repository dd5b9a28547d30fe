import type { components } from '@/lib/api-types';
import { formatDate } from '@/lib/format-time';
import { plural } from '@/lib/plural';
import type { AuditAction } from './audit-actions';

/** The part of an entry both the admin's and the owner's lists receive. */
export type AuditEntryView = components['schemas']['OrganizationAuditEntryDto'];
type Details = Record<string, unknown>;
type Sentence = (who: string, d: Details, entry: AuditEntryView) => string;

const text = (d: Details, key: string): string | undefined =>
  typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : undefined;
const count = (d: Details, key: string): number | undefined =>
  typeof d[key] === 'number' ? (d[key] as number) : undefined;
/** "server GPU box 1", or "a server" for an entry recorded before names were kept. */
const named = (noun: string, name: string | undefined) =>
  name ? `${noun} ${name}` : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

const SIGN_IN_METHODS: Record<string, string> = {
  sso: 'single sign-on',
  oidc: 'single sign-on',
  ldap: 'LDAP',
};
const LEAD_LISTS: Record<string, [one: string, many: string]> = {
  'contact-messages': ['contact message', 'contact messages'],
  'enterprise-leads': ['enterprise lead', 'enterprise leads'],
  'newsletter-subscribers': ['newsletter subscriber', 'newsletter subscribers'],
};

function signedIn(who: string, d: Details): string {
  const how = [
    SIGN_IN_METHODS[text(d, 'method') ?? ''],
    d.twoFactor === 'backup_code' ? 'a backup code' : d.twoFactor ? 'a two-factor code' : undefined,
  ].filter(Boolean);
  return `${who} signed in${how.length ? ` with ${how.join(' and ')}` : ''}`;
}

/** One sentence per action: who did what to what, as a person would say it. */
const SENTENCES: Record<AuditAction, Sentence> = {
  login_success: signedIn,
  login_failed: (who, d) =>
    `Sign-in as ${who} refused: ${
      text(d, 'reason') === 'account_deactivated'
        ? 'the account is deactivated'
        : 'wrong username or password'
    }`,
  logout_success: (who) => `${who} signed out`,
  registration_success: (who) => `${who} created an account`,
  password_changed: (who) => `${who} changed their password`,
  profile_updated: (who, d) => {
    const changed = Array.isArray(d.changed) ? (d.changed as string[]).join(' and ') : '';
    return changed ? `${who} changed their ${changed}` : `${who} updated their profile`;
  },
  '2fa_enabled': (who) => `${who} turned on two-factor authentication`,
  '2fa_disabled': (who) => `${who} turned off two-factor authentication`,
  '2fa_failed': (who) => `${who} entered a wrong two-factor code`,
  backup_code_used: (who, d) => {
    const left = count(d, 'remaining');
    return `${who} used a backup code${left === undefined ? '' : ` (${left} left)`}`;
  },
  backup_codes_regenerated: (who) => `${who} generated new backup codes`,
  session_revoked: (who, d) => {
    const n = count(d, 'count');
    return n === undefined
      ? `${who} signed out a session`
      : `${who} signed out ${plural(n, 'session')}`;
  },
  role_changed: (who, d) => {
    const [from, to] = [text(d, 'from'), text(d, 'to')];
    const change = from && to ? ` from ${from} to ${to}` : to ? ` to ${to}` : '';
    return `${who} changed ${text(d, 'targetUsername') ?? 'an account'}'s role${change}`;
  },
  status_changed: (who, d) => {
    const target = text(d, 'targetUsername') ?? 'an account';
    if (d.to === true) return `${who} activated ${target}`;
    const ended = count(d, 'sessionsEnded');
    return `${who} deactivated ${target}${ended ? `, ending ${plural(ended, 'session')}` : ''}`;
  },
  api_token_created: (who, d) => `${who} created ${named('API token', text(d, 'name'))}`,
  api_token_revoked: (who, d) => `${who} revoked ${named('API token', text(d, 'name'))}`,
  api_token_updated: (who, d) => `${who} changed ${named('API token', text(d, 'name'))}`,
  api_token_used: (who, d) =>
    `${who}'s ${named('API token', text(d, 'name'))} was used from a new address`,
  api_token_first_used: (who, d) =>
    `${who}'s ${named('API token', text(d, 'name'))} was used for the first time`,
  email_changed: (who, d) =>
    d.removed === true
      ? `${who} removed their email address`
      : `${who} changed their email address`,
  password_reset_requested: (who) => `${who} asked for a password reset link by email`,
  password_reset_completed: (who, d) => {
    const ended = count(d, 'sessionsEnded');
    return `${who} set a new password through a reset link${ended ? `, ending ${plural(ended, 'session')}` : ''}`;
  },
  password_reset_by_admin: (who, d) => {
    const target = text(d, 'targetUsername') ?? 'an account';
    return d.delivery === 'email'
      ? `${who} sent ${target} a password reset link`
      : `${who} reset ${target}'s password to a temporary one`;
  },
  organization_created: (who, d) => {
    const plan = text(d, 'plan');
    return `${who} created ${named('organization', text(d, 'name'))}${plan ? ` on the ${plan} plan` : ''}`;
  },
  member_added: (who, d) => `${who} added ${text(d, 'username') ?? 'a member'} to the organization`,
  member_removed: (who, d) =>
    `${who} removed ${text(d, 'username') ?? 'a member'} from the organization`,
  member_left: (who) => `${who} left the organization`,
  plan_changed: (who, d) =>
    `${who} changed the plan${text(d, 'plan') ? ` to ${text(d, 'plan')}` : ''}`,
  subscription_canceled: (who) => `${who} canceled the subscription`,
  subscription_resumed: (who) => `${who} resumed the subscription`,
  invoice_marked_paid: (who, d) => `${who} marked ${named('invoice', text(d, 'number'))} as paid`,
  token_allowance_changed: (who, d) =>
    d.source === 'plan'
      ? `${who} returned the organization's token allowance to its plan's`
      : typeof d.monthlyTokens === 'number'
        ? `${who} set the organization's token allowance to ${d.monthlyTokens.toLocaleString('en-US')} tokens a month`
        : `${who} set the organization's token allowance to unlimited`,
  member_role_changed: (who, d) =>
    `${who} made ${text(d, 'username') ?? 'a member'} ${text(d, 'to') === 'admin' ? 'an admin' : 'a member'}`,
  custom_assistant_created: (who, d) => `${who} created ${named('assistant', text(d, 'name'))}`,
  custom_assistant_updated: (who, d) => `${who} changed ${named('assistant', text(d, 'name'))}`,
  custom_assistant_deleted: (who, d) => `${who} deleted ${named('assistant', text(d, 'name'))}`,
  team_created: (who, d) => `${who} created ${named('team', text(d, 'name'))}`,
  team_updated: (who, d) => `${who} changed ${named('team', text(d, 'name'))}`,
  team_deleted: (who, d) => `${who} deleted ${named('team', text(d, 'name'))}`,
  team_member_added: (who, d) =>
    `${who} added ${text(d, 'username') ?? 'a member'} to ${named('team', text(d, 'team'))}`,
  team_member_removed: (who, d) =>
    `${who} removed ${text(d, 'username') ?? 'a member'} from ${named('team', text(d, 'team'))}`,
  model_access_changed: (who, d) =>
    `${who} changed the access rules of ${named('model', text(d, 'model'))}`,
  limits_changed: (who, d) =>
    `${who} changed the limits of ${
      text(d, 'level') === 'team'
        ? named('team', text(d, 'team'))
        : text(d, 'level') === 'member'
          ? (text(d, 'username') ?? 'a member')
          : 'an API token'
    }`,
  server_added: (who, d) => `${who} added ${named('server', text(d, 'name'))}`,
  server_stopped: (who, d) => `${who} stopped ${named('server', text(d, 'name'))}`,
  server_started: (who, d) => `${who} started ${named('server', text(d, 'name'))}`,
  server_removed: (who, d) => `${who} removed ${named('server', text(d, 'name'))}`,
  server_key_changed: (who, d) =>
    `${who} ${d.apiKeySet === false ? 'removed the API key of' : 'set the API key of'} ${named('server', text(d, 'name'))}`,
  default_model_changed: (who, d) =>
    `${who} set the assistants' default model to ${text(d, 'to') ?? 'automatic'}`,
  license_rotated: (who) => `${who} replaced the license key`,
  knowledge_document_uploaded: (who, d) => `${who} uploaded ${named('document', text(d, 'name'))}`,
  knowledge_document_deleted: (who, d) => `${who} deleted ${named('document', text(d, 'name'))}`,
  memory_settings_changed: (who) => `${who} changed their memory settings`,
  settings_changed: (who) => `${who} changed the settings`,
  leads_exported: (who, d) => {
    const [one, many] = LEAD_LISTS[text(d, 'list') ?? ''] ?? ['lead', 'leads'];
    const rows = count(d, 'rows');
    return `${who} exported ${rows === undefined ? many : plural(rows, one, many)}`;
  },
  lead_status_changed: (who, d) => {
    const [one] = LEAD_LISTS[text(d, 'list') ?? ''] ?? ['lead'];
    const article = /^[aeiou]/.test(one) ? 'an' : 'a';
    const to = text(d, 'to');
    return to
      ? `${who} marked ${article} ${one} as ${to}`
      : `${who} changed the status of ${article} ${one}`;
  },
  audit_purged: (who, d) => {
    const removed = count(d, 'removed') ?? 0;
    const before = text(d, 'olderThan');
    return `${who} removed ${plural(removed, 'audit entry', 'audit entries')}${before ? ` older than ${formatDate(before)}` : ''}`;
  },
  audit_exported: (who, d) =>
    `${who} exported the audit log${d.format === 'csv' ? ' as CSV' : d.format === 'jsonl' ? ' as JSON lines' : ''}`,
};

/** Failures whose sentence already says what was refused. */
const REFUSALS: ReadonlySet<string> = new Set(['login_failed', '2fa_failed']);

/**
 * "dana added server GPU box 1": the entry as a sentence. Jobs read as IronKeep; an account
 * whose name was not recorded as "Someone". A refused action says so.
 */
export function auditSentence(entry: AuditEntryView): string {
  const who = entry.actor.type === 'system' ? 'IronKeep' : (entry.actor.username ?? 'Someone');
  const details = entry.details ?? {};
  const sentence = (SENTENCES as Record<string, Sentence>)[entry.action];
  const said = sentence
    ? sentence(who, details, entry)
    : `${who}: ${entry.action.replace(/_/g, ' ')}`;
  return entry.outcome === 'failure' && !REFUSALS.has(entry.action) ? `${said} (refused)` : said;
}

/** How the actor proved who they were, in words (never the internal code). */
export const AUTH_METHOD_WORDS: Record<AuditEntryView['actor']['auth'], string> = {
  password: 'Password',
  sso: 'Single sign-on',
  ldap: 'LDAP',
  session: 'Signed-in session',
  token: 'API token',
  system: 'Automatic (IronKeep)',
  none: 'Not signed in',
};
