import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type IdentityProvider = 'oidc' | 'ldap';

/**
 * An account at an identity provider or directory linked to a user: by issuer + subject (OIDC
 * `iss` + `sub`; the directory URL + the entry's entryUUID/objectGUID), never by e-mail or name,
 * which can be reassigned or chosen by someone else.
 */
@Entity('external_identities')
@Index('UQ_external_identities_subject', ['provider', 'issuer', 'subject'], { unique: true })
@Index('IDX_external_identities_user', ['userId'])
export class ExternalIdentityEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 8 })
  provider: IdentityProvider;

  @Column({ type: 'varchar', length: 255 })
  issuer: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'last_sign_in_at', type: Date })
  lastSignInAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
