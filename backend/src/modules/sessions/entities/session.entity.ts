import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A row of the database-backed session store (used when REDIS_URL is not set). */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'text' })
  sess: string;

  @Index('IDX_sessions_user_id')
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Index('IDX_sessions_expires_at')
  @Column({ name: 'expires_at' })
  expiresAt: Date;
}
