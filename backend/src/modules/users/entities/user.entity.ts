import { randomUUID } from 'node:crypto';
import {
  BeforeInsert,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A user's role in their organisation (one organisation per user): one `owner` (billing,
 * deletion, everything), any number of `admin`s (everything but billing), and `member`s.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

@Entity('users')
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'user' })
  role: Role;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'organization_id', type: 'varchar', length: 36, nullable: true })
  organizationId: string | null;

  @Column({ name: 'organization_role', type: 'varchar', length: 20, nullable: true })
  organizationRole: OrganizationRole | null;

  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /** Encrypted TOTP secret; never leaves the server after setup. */
  @Column({ name: 'two_factor_secret', type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** JSON array of argon2 hashes of unused backup codes. */
  @Column({ name: 'two_factor_backup_codes', type: 'text', nullable: true })
  twoFactorBackupCodes: string | null;

  /** Last accepted TOTP time step, so a code cannot be replayed. */
  @Column({ name: 'two_factor_last_step', type: 'integer', nullable: true })
  twoFactorLastStep: number | null;

  /** Set by an administrator's password reset: a new password must be chosen before anything else. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /** SHA-256 (hex) of the single pending reset link's token; the token itself is never stored. */
  @Column({ name: 'password_reset_token_hash', type: 'varchar', length: 64, nullable: true })
  passwordResetTokenHash: string | null;

  @Column({ name: 'password_reset_expires_at', type: Date, nullable: true })
  passwordResetExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
