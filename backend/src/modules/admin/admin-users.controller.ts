import { Body, Get, Patch, Query } from '@nestjs/common';
import { CurrentUser } from '../users/current-user.decorator';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
} from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { ClientContext, RequestContext } from '../audit/request-context';
import { SessionUser } from '../users/session-user';
import { toUserDto } from '../users/user.mapper';
import { AdminUsersService } from './admin-users.service';
import {
  AdminUserResponseDto,
  ListUsersQueryDto,
  UpdateUserRoleDto,
  UpdateUserStatusDto,
  UserListResponseDto,
} from './dto/admin-users.dto';
import { AdminController } from '../access/admin-controller.decorator';

@AdminController('admin/users')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  @RequirePermission('users', 'read')
  @ApiOkResponse({ type: UserListResponseDto })
  list(@Query() query: ListUsersQueryDto): Promise<UserListResponseDto> {
    return this.adminUsers.list(query);
  }

  @Patch('role')
  @RequirePermission('users', 'update')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or own account' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'Would leave no active admin' })
  async changeRole(
    @Body() dto: UpdateUserRoleDto,
    @CurrentUser() actor: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<AdminUserResponseDto> {
    const user = await this.adminUsers.changeRole(actor, dto.userId, dto.role, context);
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
    @CurrentUser() actor: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<AdminUserResponseDto> {
    const user = await this.adminUsers.changeStatus(actor, dto.userId, dto.isActive, context);
    return { success: true, message: 'User status updated successfully', user: toUserDto(user) };
  }
}
