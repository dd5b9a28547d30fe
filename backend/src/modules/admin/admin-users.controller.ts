import { Body, Controller, Get, Patch, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request } from 'express';
import { RequirePermission } from '../access/access.decorators';
import { requestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AdminUsersService } from './admin-users.service';
import {
  AdminUserResponseDto,
  ListUsersQueryDto,
  UpdateUserRoleDto,
  UpdateUserStatusDto,
  UserListResponseDto,
} from './dto/admin-users.dto';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Missing permission' })
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  @RequirePermission('users', 'read')
  @ApiOkResponse({ type: UserListResponseDto })
  async list(@Query() { search, page, limit }: ListUsersQueryDto): Promise<UserListResponseDto> {
    const { users, total } = await this.adminUsers.list(search, page, limit);
    return {
      success: true,
      data: users.map(toUserDto),
      pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
    };
  }

  @Patch('role')
  @RequirePermission('users', 'update')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or own account' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'Would leave no active admin' })
  async changeRole(
    @Body() dto: UpdateUserRoleDto,
    @Req() req: Request,
  ): Promise<AdminUserResponseDto> {
    const actor = req.user as UserEntity;
    const user = await this.adminUsers.changeRole(actor, dto.userId, dto.role, requestContext(req));
    return { success: true, message: 'User role updated successfully', user: toUserDto(user) };
  }

  @Patch('status')
  @RequirePermission('users', 'update')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or own account' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'Would leave no active admin' })
  async changeStatus(
    @Body() dto: UpdateUserStatusDto,
    @Req() req: Request,
  ): Promise<AdminUserResponseDto> {
    const actor = req.user as UserEntity;
    const context = requestContext(req);
    const user = await this.adminUsers.changeStatus(actor, dto.userId, dto.isActive, context);
    return { success: true, message: 'User status updated successfully', user: toUserDto(user) };
  }
}
