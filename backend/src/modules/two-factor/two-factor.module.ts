import { Module } from '@nestjs/common';
import { SecretCipher } from './secret-cipher';
import { TwoFactorAttemptsService } from './two-factor-attempts.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { TwoFactorVerifier } from './two-factor-verifier.service';

/** TOTP 2FA: setup/enable/disable/backup codes, and the verifier that sign-in uses. */
@Module({
  controllers: [TwoFactorController],
  providers: [TwoFactorService, TwoFactorVerifier, TwoFactorAttemptsService, SecretCipher],
  exports: [TwoFactorVerifier, TwoFactorAttemptsService],
})
export class TwoFactorModule {}
