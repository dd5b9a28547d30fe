import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role } from '../../users/entities/user.entity';

export class RoleInfoDto {
  @ApiProperty({ enum: ROLES }) name: Role;
  @ApiProperty() description: string;
  @ApiProperty({ description: '1 user, 2 manager, 3 admin' }) level: number;
}

export class RoleInfoListDto {
  @ApiProperty({ type: [RoleInfoDto] }) roles: RoleInfoDto[];
}

export class RoleInfoResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: RoleInfoListDto }) roleInfo: RoleInfoListDto;
}

export class PermissionDto {
  @ApiProperty({ example: 'users' }) resource: string;
  @ApiProperty({ example: 'read' }) action: string;
}

export class RolePermissionsResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: [PermissionDto] }) permissions: PermissionDto[];
}
