import { Module } from '@nestjs/common';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AccountSessionsController } from './account-sessions.controller';
import { AccountSessionsService } from './account-sessions.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

/** The signed-in user's own account: profile, password and active sessions. */
@Module({
  imports: [TwoFactorModule],
  controllers: [ProfileController, AccountSessionsController],
  providers: [ProfileService, AccountSessionsService],
})
export class ProfileModule {}
