import { ApiProperty } from '@nestjs/swagger';
import { ORGANIZATION_ROLES, OrganizationRole, ROLES, Role } from '../entities/user.entity';

/** The only shape in which a user leaves the server: no hashes, secrets or codes. */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true })
  organizationId: string | null;

  @ApiProperty({ enum: ORGANIZATION_ROLES, nullable: true })
  organizationRole: OrganizationRole | null;

  @ApiProperty()
  twoFactorEnabled: boolean;

  @ApiProperty({
    description:
      'An administrator reset the password: every call but sign-out, me and the password change is refused until a new one is chosen',
  })
  mustChangePassword: boolean;
}

/** `{success: true, user}`: the answer of every call that returns the (current) user. */
export class CurrentUserResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}
