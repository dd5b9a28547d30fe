import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { RolesController } from './roles.controller';
import { UserPermissionsController } from './user-permissions.controller';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [RolesController, UserPermissionsController, AdminUsersController],
  providers: [AdminUsersService],
})
export class AdminModule {}
