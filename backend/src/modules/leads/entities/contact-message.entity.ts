import { randomUUID } from 'node:crypto';
import { LeadStatus } from '../lead-status';
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message sent through the home page contact form. */
@Entity('contact_messages')
@Index('IDX_contact_messages_created', ['createdAt'])
export class ContactMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  company: string | null;

  @Column({ type: 'text' })
  message: string;

  /** Follow-up state, set by admins and managers (lead-status.ts). */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: LeadStatus;

  /** Kept to investigate abuse; never shown on the public site. */
  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
