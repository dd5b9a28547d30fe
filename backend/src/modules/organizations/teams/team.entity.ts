import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A group of an organisation's members (issue 40): model access and limits name teams. With
 * `idpGroup` set (an OIDC groups-claim value or an LDAP group DN) its membership follows the
 * identity provider at each sign-in.
 */
@Entity('teams')
@Index('UQ_teams_organization_name', ['organizationId', 'name'], { unique: true })
export class TeamEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'idp_group', type: 'varchar', length: 500, nullable: true })
  idpGroup: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}

/** One member in one team; a member may be in several. */
@Entity('team_members')
@Index('IDX_team_members_user', ['userId'])
export class TeamMemberEntity {
  @PrimaryColumn({ name: 'team_id', type: 'varchar', length: 36 })
  teamId: string;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;
}
