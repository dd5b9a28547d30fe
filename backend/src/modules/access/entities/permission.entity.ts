import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One `resource:action` pair a role can be granted (e.g. users:update). */
@Entity('permissions')
@Index('UQ_permissions_resource_action', ['resource', 'action'], { unique: true })
export class PermissionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  resource: string;

  @Column({ type: 'varchar', length: 50 })
  action: string;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
