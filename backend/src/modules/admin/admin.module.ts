import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { RolesController } from './roles.controller';
import { UserPermissionsController } from './user-permissions.controller';

@Module({
  controllers: [RolesController, UserPermissionsController, AdminUsersController],
  providers: [AdminUsersService],
})
export class AdminModule {}
