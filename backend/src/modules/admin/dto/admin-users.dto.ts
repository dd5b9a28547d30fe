import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import { PaginationQueryDto } from '../../../common/pagination/pagination-query.dto';
import { UserDto } from '../../users/dto/user.dto';
import { ROLES, Role } from '../../users/entities/user.entity';
import { Optional } from '../../../common/validation/optional';

export class ListUsersQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ description: 'Matches username or email, case-insensitive' })
  @Optional()
  @IsString()
  @MaxLength(254)
  search?: string;
}

export class UserListResponseDto extends PageDto(UserDto, 'UserListResponseDto') {}

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
