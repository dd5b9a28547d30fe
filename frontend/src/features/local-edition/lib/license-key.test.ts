import { featureLabel, tierLabel, usersLabel } from './license-key';
import { decodeLicenseKey } from './license-key-format';

describe('license key labels and format', () => {
  it('labels tiers, users and features', () => {
    expect([tierLabel('pro'), tierLabel('starter')]).toEqual(['Pro', 'Starter']);
    expect([usersLabel(1), usersLabel(5)]).toEqual(['1 user', 'Up to 5 users']);
    expect(featureLabel('memory_persistence')).toBe('Memory persistence');
  });

  it('reads only keys in one of the two signed encodings', () => {
    const reason = (key: string) => {
      const decoded = decodeLicenseKey(key);
      return decoded.ok ? 'ok' : decoded.reason;
    };
    expect(reason('IRON-PRO-TEST')).toBe('wrong format');
    expect(reason(`IRON-PRO-ab-${'0'.repeat(127)}`)).toBe('wrong format');
    expect(reason(`IRON-PRO-AB-${'0'.repeat(128)}`)).toBe('wrong format');
    expect(reason(`IRON-PRO-e30=.${'A'.repeat(86)}`)).toBe('wrong format');
    expect(reason(`IRON-PRO-6e756c6c-${'0'.repeat(128)}`)).toBe('payload is not an object');
    expect(reason(`IRON-PRO-7b7d-${'0'.repeat(128)}`)).toBe(
      'payload field "v" is missing or wrong',
    );
    expect(reason(`IRON-PRO-e30.${'A'.repeat(86)}`)).toBe('payload field "v" is missing or wrong');
  });
});
