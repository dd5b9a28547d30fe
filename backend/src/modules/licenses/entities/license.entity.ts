import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, PrimaryColumn } from 'typeorm';
import { Tier } from '../license-format';

/** superseded: replaced by a renewal or plan change, valid until it expires; revoked: rotated away or the subscription ended. */
export const LICENSE_STATUSES = ['active', 'superseded', 'revoked'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const REVOKE_REASONS = ['rotated', 'renewed', 'plan_changed', 'canceled'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

/** One issued licence key (its id is the `lid` inside the key). */
@Entity('licenses')
export class LicenseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'license_key', type: 'text' })
  key: string;

  @Column({ type: 'varchar', length: 10 })
  tier: Tier;

  @Column({ name: 'max_users', type: 'integer' })
  maxUsers: number;

  @Column({ type: 'simple-json' })
  features: string[];

  @Column({ name: 'key_id', type: 'varchar', length: 16 })
  keyId: string;

  @Column({ name: 'issued_at' })
  issuedAt: Date;

  @Column({ name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 20 })
  status: LicenseStatus;

  @Column({ name: 'revoked_at', type: Date, nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoke_reason', type: 'varchar', length: 30, nullable: true })
  revokeReason: RevokeReason | null;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
