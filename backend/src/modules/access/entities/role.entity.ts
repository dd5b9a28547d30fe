import { Column, Entity, JoinTable, ManyToMany, PrimaryColumn } from 'typeorm';
import { PermissionEntity } from './permission.entity';

/** A role (user, manager, admin) with its rank and granted permissions. */
@Entity('roles')
export class RoleEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Higher is more privileged; shown as "Level N". */
  @Column({ type: 'integer' })
  level: number;

  @ManyToMany(() => PermissionEntity)
  @JoinTable({
    name: 'role_permissions',
    joinColumn: { name: 'role_name', referencedColumnName: 'name' },
    inverseJoinColumn: { name: 'permission_id', referencedColumnName: 'id' },
  })
  permissions: PermissionEntity[];
}
