import { UserDto } from './dto/user.dto';
import { SessionUser } from './session-user';

export function toUserDto(user: SessionUser): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    organizationId: user.organizationId,
    organizationRole: user.organizationId ? user.organizationRole : null,
    twoFactorEnabled: user.twoFactorEnabled,
    mustChangePassword: Boolean(user.mustChangePassword),
  };
}
