import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A personal API token. Only the SHA-256 of the secret is stored (the secret has 256 random bits,
 * so a fast hash is enough: nobody can guess their way back from it); `prefix` is the start of
 * the secret, shown so a user can tell tokens apart.
 */
@Entity('api_tokens')
@Index('UQ_api_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_api_tokens_user', ['userId', 'revokedAt'])
export class ApiTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Hex SHA-256 of the whole token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** Comma-separated scopes: `read`, `write` or `read,write`. */
  @Column({ type: 'varchar', length: 32 })
  scopes: string;

  /** JSON array of the models the token may call; null: every model its user may use. */
  @Column({ type: 'text', nullable: true })
  models: string | null;

  @Column({ name: 'expires_at', type: Date, nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: Date, nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'last_used_ip', type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;

  /** JSON array of the addresses the token was used from (the most recent 20). */
  @Column({ name: 'known_ips', type: 'text' })
  knownIps: string;

  @Column({ name: 'revoked_at', type: Date, nullable: true })
  revokedAt: Date | null;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
