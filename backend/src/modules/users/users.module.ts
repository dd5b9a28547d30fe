import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { PasswordService } from './password.service';
import { UserChanges } from './user-changes';
import { UsersService } from './users.service';

/** Owns the users table and password hashing; global because nearly every feature needs a user. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, PasswordService, UserChanges],
  exports: [UsersService, PasswordService, UserChanges],
})
export class UsersModule {}
