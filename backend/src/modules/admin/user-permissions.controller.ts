import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Authenticated } from '../access/access.decorators';
import { PermissionsService } from '../access/permissions.service';
import { UserEntity } from '../users/entities/user.entity';
import { UserPermissionsResponseDto } from './dto/user-permissions.dto';

@ApiTags('admin')
@Controller('user')
export class UserPermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  /** Everyone signed in may see what their own role grants. */
  @Get('permissions')
  @Authenticated()
  @ApiOkResponse({ type: UserPermissionsResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async mine(@CurrentUser() { role }: UserEntity): Promise<UserPermissionsResponseDto> {
    return { success: true, role, permissions: (await this.permissions.permissionsOf(role)) ?? [] };
  }
}
