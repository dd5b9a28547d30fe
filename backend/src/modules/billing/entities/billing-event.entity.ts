import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Provider webhook events already applied; the primary key makes redelivery a no-op. */
@Entity('billing_events')
export class BillingEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'received_at' })
  receivedAt: Date;
}
