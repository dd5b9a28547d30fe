import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role } from '../../users/entities/user.entity';
import { PermissionDto } from './roles.dto';

export class UserPermissionsResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: [PermissionDto] }) permissions: PermissionDto[];
}
