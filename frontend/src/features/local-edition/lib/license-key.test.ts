import { featureLabel, parseSignedKey, tierFromKey, tierLabel, usersLabel } from './license-key';

describe('licence key rules', () => {
  it('takes the tier from PRO anywhere in the key (spec §5)', () => {
    expect(tierFromKey('IRON-PRO-1')).toBe('pro');
    expect(tierFromKey('IRON-X-PROTECTED')).toBe('pro');
    expect(tierFromKey('IRON-STARTER-1')).toBe('starter');
    expect(tierFromKey('IRON-pro-1')).toBe('starter');
  });

  it('labels tiers, users and features', () => {
    expect([tierLabel('pro'), tierLabel('starter')]).toEqual(['Pro', 'Starter']);
    expect([usersLabel(1), usersLabel(5)]).toEqual(['1 user', '5 users']);
    expect(featureLabel('memory_persistence')).toBe('Memory persistence');
  });

  it('reads only keys in the signed format', () => {
    expect(parseSignedKey('IRON-PRO-TEST')).toBeNull();
    expect(parseSignedKey(`IRON-PRO-ab-${'0'.repeat(127)}`)).toBeNull();
    expect(parseSignedKey(`IRON-PRO-AB-${'0'.repeat(128)}`)).toBeNull();
    expect(parseSignedKey(`IRON-PRO-7b7d-${'0'.repeat(128)}`)).toBe('damaged');
  });
});
