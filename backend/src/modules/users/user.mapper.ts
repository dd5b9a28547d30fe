import { UserDto } from './dto/user.dto';
import { UserEntity } from './entities/user.entity';

export function toUserDto(user: UserEntity): UserDto {
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
  };
}
