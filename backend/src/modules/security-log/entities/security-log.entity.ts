import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One security-relevant event (sign-in, password change, 2FA, admin action...). */
@Entity('security_logs')
@Index('IDX_security_logs_user_created', ['userId', 'createdAt'])
export class SecurityLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Null for events about no known account (e.g. a failed login for an unknown username). */
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column({ type: 'boolean' })
  success: boolean;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  /** JSON object with event-specific facts (never secrets). */
  @Column({ type: 'text', nullable: true })
  details: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
