import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per (job, period) that some replica has claimed; the primary key makes it unique. */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  job: string;

  /** floor(claim time / period length): the same number on every replica for one period. */
  @PrimaryColumn({ type: 'bigint' })
  period: string;

  @Column({ name: 'claimed_at' })
  claimedAt: Date;

  @Column({ name: 'claimed_by', type: 'varchar', length: 64 })
  claimedBy: string;
}
