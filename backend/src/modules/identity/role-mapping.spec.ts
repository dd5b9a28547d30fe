import { claimValues, deriveRole } from './role-mapping';

describe('deriveRole', () => {
  const admin = ['ironkeep-admins'];
  const manager = ['ironkeep-managers', 'Team Leads'];

  it('grants the highest role any value maps to', () => {
    expect(deriveRole(['staff', 'ironkeep-admins', 'ironkeep-managers'], admin, manager)).toBe(
      'admin',
    );
    expect(deriveRole(['team leads'], admin, manager)).toBe('manager');
    expect(deriveRole(['staff'], admin, manager)).toBe('user');
    expect(deriveRole([], admin, manager)).toBe('user');
  });

  it('grants nothing when no values are configured', () => {
    expect(deriveRole(['ironkeep-admins'], [], [])).toBe('user');
  });
});

describe('claimValues', () => {
  it('reads a string or a list of strings and ignores anything else', () => {
    expect(claimValues('admins')).toEqual(['admins']);
    expect(claimValues(['a', 1, 'b', null])).toEqual(['a', 'b']);
    expect(claimValues(undefined)).toEqual([]);
    expect(claimValues({ admins: true })).toEqual([]);
  });
});
