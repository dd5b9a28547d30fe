import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordService } from '../auth/password.service';
import { UserEntity } from '../users/entities/user.entity';
import { SecretCipher } from './secret-cipher';
import { TwoFactorAttemptsService } from './two-factor-attempts.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { TwoFactorVerifier } from './two-factor-verifier.service';

/** TOTP 2FA: setup/enable/disable/backup codes, and the verifier that sign-in uses. */
@Module({
  // PasswordService is stateless; providing it here avoids a cycle with AuthModule.
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [TwoFactorController],
  providers: [
    TwoFactorService,
    TwoFactorVerifier,
    TwoFactorAttemptsService,
    SecretCipher,
    PasswordService,
  ],
  exports: [TwoFactorVerifier, TwoFactorAttemptsService],
})
export class TwoFactorModule {}
