import { entryHash, GENESIS_HASH, HashedFields } from './entry-hash';

const entry: HashedFields = {
  id: 1,
  occurredAt: Date.UTC(2026, 0, 31, 12, 0, 0, 250),
  actorType: 'user',
  actorId: 'u1',
  actorName: 'alice',
  actorAuth: 'password',
  action: 'login_success',
  outcome: 'success',
  targetType: null,
  targetId: null,
  organizationId: null,
  ipAddress: '10.0.0.1',
  userAgent: 'jest',
  details: '{"twoFactor":"totp"}',
  prevHash: GENESIS_HASH,
};

describe('entryHash', () => {
  it('is the SHA-256 of the v1 layout: a JSON array in a fixed order', () => {
    // Pinned: a change to the layout would make every stored entry fail verification. The
    // value was computed apart from the code, with node:crypto over the JSON array.
    expect(entryHash(entry)).toBe(
      '919640f0f1134d55f791a3d141677841e4a4d70c35e6b568ad10ff803db7fbab',
    );
  });

  it('changes when any field changes, including the link to the previous entry', () => {
    const base = entryHash(entry);
    const changes: Partial<HashedFields>[] = [
      { id: 2 },
      { occurredAt: entry.occurredAt + 1 },
      { actorName: 'mallory' },
      { actorAuth: 'session' },
      { outcome: 'failure' },
      { ipAddress: null },
      { details: '{"twoFactor":"backup_code"}' },
      { prevHash: 'f'.repeat(64) },
    ];
    for (const change of changes) expect(entryHash({ ...entry, ...change })).not.toBe(base);
  });

  it('keeps neighbouring fields apart', () => {
    const a = entryHash({ ...entry, targetType: 'ab', targetId: 'c' });
    const b = entryHash({ ...entry, targetType: 'a', targetId: 'bc' });
    expect(a).not.toBe(b);
  });
});
