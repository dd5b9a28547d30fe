import { GENESIS_HASH } from '../chain/entry-hash';
import { StoredEntry } from '../chain/read-entries';
import { frame, toSyslogMessage } from './rfc5424';

const entry: StoredEntry = {
  id: 42,
  occurredAt: Date.UTC(2026, 0, 31, 12, 0, 0, 250),
  actorType: 'user',
  actorId: 'u1',
  actorName: 'al"i]ce\\',
  actorAuth: 'password',
  action: 'login_failed',
  outcome: 'failure',
  targetType: null,
  targetId: null,
  organizationId: null,
  ipAddress: '10.0.0.1',
  userAgent: 'jest',
  details: '{"reason":"invalid_credentials"}',
  prevHash: GENESIS_HASH,
  hash: 'a'.repeat(64),
};

describe('RFC 5424 audit messages', () => {
  it('writes the header, escaped structured data and the entry as JSON after a BOM', () => {
    const message = toSyslogMessage(entry, 'host one', 7);
    // log audit (13) * 8 + warning (4) for a failure.
    expect(
      message.startsWith('<108>1 2026-01-31T12:00:00.250Z hostone ironkeep 7 login_failed '),
    ).toBe(true);
    expect(message).toContain(
      `[ironkeep@32473 id="42" action="login_failed" outcome="failure" actor="al\\"i\\]ce\\\\" auth="password" prevHash="${GENESIS_HASH}" hash="${'a'.repeat(64)}"]`,
    );
    const json = JSON.parse(message.slice(message.indexOf('\uFEFF') + 1));
    expect(json).toMatchObject({
      id: '42',
      action: 'login_failed',
      details: { reason: 'invalid_credentials' },
    });
  });

  it('frames by octet count, in bytes', () => {
    expect(frame('é')).toBe('2 é');
  });
});
