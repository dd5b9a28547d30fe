import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../users/current-user.decorator';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Authenticated } from '../access/access.decorators';
import { PermissionsService } from '../access/permissions.service';
import { UserPermissionsResponseDto } from './dto/user-permissions.dto';
import { SessionUser } from '../users/session-user';

@ApiTags('admin')
@Controller('user')
export class UserPermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  /** Everyone signed in may see what their own role grants. */
  @Get('permissions')
  @Authenticated()
  @ApiOkResponse({ type: UserPermissionsResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async mine(@CurrentUser() { role }: SessionUser): Promise<UserPermissionsResponseDto> {
    return { success: true, role, permissions: (await this.permissions.permissionsOf(role)) ?? [] };
  }
}
