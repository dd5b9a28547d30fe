import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS, auditActionLabel } from './audit-actions';
import { auditSentence, type AuditEntryView } from './audit-sentence';

const entry = (over: Partial<AuditEntryView>): AuditEntryView => ({
  occurredAt: '2026-03-01T12:00:00.000Z',
  actor: { type: 'user', id: 'id-dana', username: 'dana', auth: 'session' },
  action: 'server_added',
  outcome: 'success',
  target: null,
  organizationId: 'org-1',
  ipAddress: null,
  userAgent: null,
  details: null,
  ...over,
});

describe('audit entries read as sentences (issue 34, item 19)', () => {
  it.each([
    [
      'server_added',
      { name: 'GPU box 1', url: 'http://10.0.0.5:11434' },
      'dana added server GPU box 1',
    ],
    ['server_stopped', { name: 'GPU box 1' }, 'dana stopped server GPU box 1'],
    ['server_started', null, 'dana started a server'],
    [
      'server_key_changed',
      { name: 'GPU box 1', apiKeySet: true },
      'dana set the API key of server GPU box 1',
    ],
    [
      'server_key_changed',
      { name: 'GPU box 1', apiKeySet: false },
      'dana removed the API key of server GPU box 1',
    ],
    [
      'default_model_changed',
      { from: null, to: 'llama3.1:8b' },
      "dana set the assistants' default model to llama3.1:8b",
    ],
    [
      'default_model_changed',
      { from: 'llama3.1:8b', to: null },
      "dana set the assistants' default model to automatic",
    ],
    ['member_added', { username: 'max' }, 'dana added max to the organization'],
    [
      'token_allowance_changed',
      { monthlyTokens: 1000000, source: 'override' },
      "dana set the organization's token allowance to 1,000,000 tokens a month",
    ],
    [
      'token_allowance_changed',
      { monthlyTokens: null, source: 'override' },
      "dana set the organization's token allowance to unlimited",
    ],
    [
      'token_allowance_changed',
      { monthlyTokens: 5000000, source: 'plan' },
      "dana returned the organization's token allowance to its plan's",
    ],
    [
      'api_token_used',
      { name: 'CI', newIp: true },
      "dana's API token CI was used from a new address",
    ],
    [
      'api_token_first_used',
      { name: 'CI', newIp: false },
      "dana's API token CI was used for the first time",
    ],
    [
      'role_changed',
      { from: 'user', to: 'manager', targetUsername: 'max' },
      "dana changed max's role from user to manager",
    ],
    [
      'status_changed',
      { from: true, to: false, sessionsEnded: 2, targetUsername: 'max' },
      'dana deactivated max, ending 2 sessions',
    ],
    [
      'login_success',
      { method: 'password', twoFactor: 'totp' },
      'dana signed in with a two-factor code',
    ],
    ['login_success', { method: 'oidc' }, 'dana signed in with single sign-on'],
    [
      'organization_created',
      { name: 'Acme', plan: 'Professional' },
      'dana created organization Acme on the Professional plan',
    ],
    ['leads_exported', { list: 'contact-messages', rows: 1 }, 'dana exported 1 contact message'],
    [
      'lead_status_changed',
      { list: 'enterprise-leads', from: 'new', to: 'contacted' },
      'dana marked an enterprise lead as contacted',
    ],
    [
      'invoice_marked_paid',
      { number: 'IK-202603-0001' },
      'dana marked invoice IK-202603-0001 as paid',
    ],
    ['audit_exported', { format: 'csv' }, 'dana exported the audit log as CSV'],
  ] as const)('%s → "%s"', (action, details, sentence) => {
    expect(
      auditSentence(entry({ action, details: details as Record<string, unknown> | null })),
    ).toBe(sentence);
  });

  it('names jobs IronKeep, and says a refused action was refused', () => {
    const purge = entry({
      action: 'audit_purged',
      actor: { type: 'system', id: null, username: 'system', auth: 'system' },
      details: { removed: 3, olderThan: '2019-03-01T12:00:00.000Z' },
    });
    expect(auditSentence(purge)).toMatch(/^IronKeep removed 3 audit entries older than /);
    expect(auditSentence(entry({ action: 'password_changed', outcome: 'failure' }))).toBe(
      'dana changed their password (refused)',
    );
    expect(
      auditSentence(
        entry({
          action: 'login_failed',
          outcome: 'failure',
          actor: { type: 'user', id: null, username: 'mallory', auth: 'password' },
          details: { reason: 'invalid_credentials' },
        }),
      ),
    ).toBe('Sign-in as mallory refused: wrong username or password');
  });

  it('never shows an internal code or auth method ("Api Token Used", "(none)")', () => {
    const sentences = Object.keys(AUDIT_ACTION_LABELS).map((action) =>
      auditSentence(
        entry({ action, actor: { type: 'user', id: null, username: 'dana', auth: 'none' } }),
      ),
    );
    for (const sentence of sentences) {
      expect(sentence).not.toMatch(/_|\(none\)|undefined|null/);
      expect(sentence.startsWith('dana') || sentence.startsWith('Sign-in as dana')).toBe(true);
    }
    expect(auditActionLabel('api_token_used')).toBe('API Token Used from a New Address');
    expect(auditActionLabel('something_new')).toBe('Something new');
  });

  it('offers every action in the filter once, by its label, alphabetically', () => {
    const labels = AUDIT_ACTION_OPTIONS.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(new Set(labels).size).toBe(Object.keys(AUDIT_ACTION_LABELS).length);
  });
});
