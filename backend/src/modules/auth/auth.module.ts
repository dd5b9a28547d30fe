import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthSessionService } from './auth-session.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), TwoFactorModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthSessionService,
    LoginAttemptsService,
    LocalStrategy,
    SessionSerializer,
    AdminBootstrapService,
  ],
  exports: [AuthService],
})
export class AuthModule {}
