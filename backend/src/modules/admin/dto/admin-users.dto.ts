import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';
import { ROLES, Role } from '../../users/entities/user.entity';

export class ListUsersQueryDto {
  @ApiPropertyOptional({ description: 'Matches username or email, case-insensitive' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page: number = 1;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 10;
}

export class UserListPaginationDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() totalPages: number;
}

export class UserListResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [UserDto] }) data: UserDto[];
  @ApiProperty({ type: UserListPaginationDto }) pagination: UserListPaginationDto;
}

export class UpdateUserRoleDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: 'role must be one of: user, manager, admin' })
  role: Role;
}

export class UpdateUserStatusDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId: string;

  @ApiProperty()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}

export class AdminUserResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: UserDto }) user: UserDto;
}
