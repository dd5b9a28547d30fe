import { randomUUID } from 'node:crypto';
import {
  BeforeInsert,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A customer: it owns a subscription, AI servers and licence keys; users belong to one. */
@Entity('organizations')
export class OrganizationEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lowercase letters, digits and single hyphens; unique (UQ_organizations_slug). */
  @Column({ type: 'varchar', length: 50 })
  slug: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
