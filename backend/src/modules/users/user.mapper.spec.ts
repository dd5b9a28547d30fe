import { UserEntity } from './entities/user.entity';
import { toUserDto } from './user.mapper';

const row = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  passwordHash: '$argon2id$secret',
  role: 'user',
  isActive: true,
  organizationId: null,
  organizationRole: 'owner',
  twoFactorEnabled: true,
  twoFactorSecret: 'sealed-secret',
  twoFactorBackupCodes: '["hash"]',
  twoFactorLastStep: 42,
  mustChangePassword: false,
  passwordResetTokenHash: 'a'.repeat(64),
  passwordResetExpiresAt: new Date('2026-01-02T03:34:05Z'),
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
} as UserEntity;

describe('toUserDto', () => {
  it('lets out only the public fields: never a hash, secret or backup code', () => {
    expect(Object.keys(toUserDto(row)).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isActive',
        'mustChangePassword',
        'organizationId',
        'organizationRole',
        'role',
        'twoFactorEnabled',
        'username',
      ].sort(),
    );
    expect(toUserDto(row).createdAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('reports an organisation role only while the user belongs to an organisation', () => {
    expect(toUserDto(row).organizationRole).toBeNull();
    expect(toUserDto({ ...row, organizationId: 'o1' } as UserEntity).organizationRole).toBe(
      'owner',
    );
  });
});
