import { randomUUID } from 'node:crypto';
import {
  BeforeInsert,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

export const SERVER_RUNTIMES = ['ollama', 'vllm', 'openai-compatible', 'ironkeep-local'] as const;
export type ServerRuntime = (typeof SERVER_RUNTIMES)[number];

/** provisioning: not checked yet; active/failed: the last check passed/failed; stopped: paused. */
export const SERVER_STATUSES = ['provisioning', 'active', 'stopped', 'failed'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

export const HEALTH_STATUSES = ['unknown', 'healthy', 'unhealthy'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** A model server the customer runs and registers with us; we watch its health. */
@Entity('servers')
export class ServerEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 30 })
  runtime: ServerRuntime;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 20 })
  status: ServerStatus;

  @Column({ name: 'health_status', type: 'varchar', length: 20, default: 'unknown' })
  healthStatus: HealthStatus;

  /** Why the last check failed, in words the owner can act on. */
  @Column({ name: 'health_reason', type: 'varchar', length: 500, nullable: true })
  healthReason: string | null;

  @Column({ name: 'last_checked_at', type: Date, nullable: true })
  lastCheckedAt: Date | null;

  /** Due for a check from this time; pushed back after failures (backoff) and while checking. */
  @Column({ name: 'next_check_at', type: Date, nullable: true })
  nextCheckAt: Date | null;

  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  /** The server's API key, sealed (server-key-cipher.ts); never sent to a client. */
  @Column({ name: 'api_key_sealed', type: 'text', nullable: true })
  apiKeySealed: string | null;

  /** Which key of the ring sealed it. */
  @Column({ name: 'api_key_id', type: 'varchar', length: 16, nullable: true })
  apiKeyId: string | null;

  @Column({ name: 'created_by', type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
