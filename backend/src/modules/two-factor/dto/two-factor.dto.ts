import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class EnableTwoFactorDto {
  @ApiProperty({ description: '6-digit code from the authenticator app', example: '123456' })
  @IsString({ message: 'Verification code is required' })
  @Matches(/^\d{6}$/, { message: 'Verification code must be 6 digits' })
  token: string;
}

export class DisableTwoFactorDto {
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  password: string;

  @ApiProperty({ description: '6-digit authenticator code or an 8-digit backup code' })
  @IsString({ message: 'Code is required' })
  @Matches(/^\d{6,8}$/, { message: 'Code must be 6 to 8 digits' })
  token: string;
}

export class TwoFactorStatusDto {
  @ApiProperty()
  twoFactorEnabled: boolean;

  @ApiProperty({ description: 'Unused backup codes left (0 when 2FA is off)' })
  backupCodesCount: number;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'QR code of the otpauth URI, as an SVG data URL' })
  qrCodeUrl: string;

  @ApiProperty({ description: 'Base32 secret for typing into the app by hand' })
  manualEntryKey: string;

  @ApiProperty({ description: 'otpauth://totp/IronKeep:<username>?secret=...&issuer=IronKeep' })
  otpauthUrl: string;

  @ApiProperty({ type: [String], description: 'Ten single-use 8-digit codes, shown once' })
  backupCodes: string[];
}

export class TwoFactorSetupResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: TwoFactorSetupDto })
  setup: TwoFactorSetupDto;
}

export class BackupCodesResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({
    type: [String],
    description: 'Ten new single-use codes; the old ones stop working',
  })
  backupCodes: string[];
}
