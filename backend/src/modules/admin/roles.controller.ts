import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { PermissionsService } from '../access/permissions.service';
import { Role } from '../users/entities/user.entity';
import { RoleInfoResponseDto, RolePermissionsResponseDto } from './dto/roles.dto';
import { AccessErrors } from '../access/access.errors';
import { AdminController } from '../access/admin-controller.decorator';

@AdminController('admin/roles', 'Needs roles:read (manager or admin)')
export class RolesController {
  constructor(private readonly permissions: PermissionsService) {}

  @Get('info')
  @RequirePermission('roles', 'read')
  @ApiOkResponse({ type: RoleInfoResponseDto })
  async info(): Promise<RoleInfoResponseDto> {
    const roles = (await this.permissions.listRoles()) as RoleInfoResponseDto['roleInfo']['roles'];
    return { success: true, roleInfo: { roles } };
  }

  @Get(':role/permissions')
  @RequirePermission('roles', 'read')
  @ApiOkResponse({ type: RolePermissionsResponseDto })
  @ApiNotFoundResponse({ description: 'Unknown role' })
  async permissionsOf(@Param('role') role: string): Promise<RolePermissionsResponseDto> {
    const permissions = await this.permissions.permissionsOf(role);
    if (!permissions) throw AccessErrors.roleNotFound();
    return { success: true, role: role as Role, permissions };
  }
}
