import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthSessionService } from './auth-session.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { CredentialCheckService } from './credential-check.service';
import { LoginAttemptsService } from './login-attempts.service';
import { OidcSignInService } from './oidc/oidc-sign-in.service';
import { OidcController } from './oidc/oidc.controller';
import { SignInEvents } from './sign-in-events';
import { SignInPolicy } from './sign-in-policy';

@Module({
  imports: [PassportModule.register({ session: false }), TwoFactorModule],
  controllers: [AuthController, OidcController],
  providers: [
    AuthService,
    AuthSessionService,
    LoginAttemptsService,
    LocalStrategy,
    AdminBootstrapService,
    SignInPolicy,
    SignInEvents,
    CredentialCheckService,
    OidcSignInService,
  ],
  exports: [AuthService, SignInEvents],
})
export class AuthModule {}
