import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthSessionService } from './auth-session.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from './password.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthSessionService,
    PasswordService,
    LoginAttemptsService,
    LocalStrategy,
    SessionSerializer,
    AdminBootstrapService,
  ],
  exports: [PasswordService, AuthService],
})
export class AuthModule {}
