import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who a limit set belongs to; the organisation's own limit is its plan's allowance. */
export type LimitScope = 'token' | 'member' | 'team';

const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** The limits of one team, member or API token (issue 40); null: no limit of that kind. */
@Entity('limit_sets')
@Index('IDX_limit_sets_organization', ['organizationId'])
export class LimitSetEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  scope: LimitScope;

  @PrimaryColumn({ name: 'subject_id', type: 'varchar', length: 36 })
  subjectId: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({
    name: 'monthly_tokens',
    type: 'bigint',
    nullable: true,
    transformer: bigintAsNumber,
  })
  monthlyTokens: number | null;

  @Column({ name: 'requests_per_minute', type: 'integer', nullable: true })
  requestsPerMinute: number | null;

  @Column({ name: 'tokens_per_minute', type: 'integer', nullable: true })
  tokensPerMinute: number | null;

  @Column({ name: 'max_concurrent', type: 'integer', nullable: true })
  maxConcurrent: number | null;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;
}
