import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../../common/pagination/page.dto';
import { LicenseEntity, REVOKE_REASONS, RevokeReason } from '../entities/license.entity';
import { periodCoveredBy } from '../license-grace';

export const LICENSE_DISPLAY_STATUSES = ['active', 'expired', 'superseded', 'revoked'] as const;
export type LicenseDisplayStatus = (typeof LICENSE_DISPLAY_STATUSES)[number];

export class LicenseDto {
  @ApiProperty({ format: 'uuid', description: 'The license id (lid in the key)' }) id: string;
  @ApiProperty({
    example: 'IRON-PRO-eyJ2IjoxLCJsaWQiOi….q3Hf…',
    description: 'IRON-{MARK}-{payload}.{signature} in base64url; keys issued before are hex',
  })
  key: string;
  @ApiProperty({ enum: ['starter', 'pro'] }) tier: 'starter' | 'pro';
  @ApiProperty() maxUsers: number;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ description: 'Id of the signing key' }) keyId: string;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({
    format: 'date-time',
    description:
      'End of the subscription period (or trial) the key was issued for; it stays valid LICENSE_GRACE_DAYS (7) more, until expiresAt, so the renewed key can be installed in time',
  })
  periodEnd: string;
  @ApiProperty({ enum: LICENSE_DISPLAY_STATUSES }) status: LicenseDisplayStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ enum: REVOKE_REASONS, nullable: true }) revokeReason: RevokeReason | null;
}

export class LicensePageDto extends PageDto(LicenseDto, 'LicensePageDto') {}

export class LicensePublicKeyDto {
  @ApiProperty({ example: 'Ed25519' }) algorithm: 'Ed25519';
  @ApiProperty({ description: 'First 16 hex characters of SHA-256 over the raw key' })
  keyId: string;
  @ApiProperty({ description: 'SPKI PEM' }) publicKeyPem: string;
  @ApiProperty({ description: 'Raw 32-byte key, base64url' }) publicKey: string;
}

export function toLicenseDto(l: LicenseEntity, now: Date): LicenseDto {
  const expired = l.status === 'active' && l.expiresAt.getTime() <= now.getTime();
  return {
    id: l.id,
    key: l.key,
    tier: l.tier,
    maxUsers: l.maxUsers,
    features: l.features,
    keyId: l.keyId,
    issuedAt: l.issuedAt.toISOString(),
    expiresAt: l.expiresAt.toISOString(),
    periodEnd: periodCoveredBy(l.expiresAt).toISOString(),
    status: expired ? 'expired' : l.status,
    revokedAt: l.revokedAt?.toISOString() ?? null,
    revokeReason: l.revokeReason,
  };
}
