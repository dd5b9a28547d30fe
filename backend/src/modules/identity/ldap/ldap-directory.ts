import { Injectable, Logger } from '@nestjs/common';
import { Client, EqualityFilter, Filter, InvalidCredentialsError } from 'ldapts';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { ConnectionOptions } from 'node:tls';
import { AppConfig } from '../../../config/app-config.service';
import { LdapSettings } from '../../../config/identity-settings';
import { ExternalProfile } from '../external-accounts.service';
import { IdentityErrors } from '../identity.errors';
import { deriveRole } from '../role-mapping';
import { directoryEntry, DirectoryEntry, ENTRY_ATTRIBUTES } from './directory-entry';

/** What the directory says about a username and password. */
export type DirectoryAnswer =
  | { kind: 'not_found' }
  | { kind: 'invalid_password'; issuer: string; entry: DirectoryEntry }
  | { kind: 'ok'; profile: ExternalProfile };

/**
 * Directory sign-in (ldapts): bind as the service account (or anonymously), search the user with
 * LDAP_USER_FILTER (the username escaped per RFC 4515), bind as the user's DN with the password,
 * then read membership of LDAP_ADMIN_GROUP / LDAP_MANAGER_GROUP from the groups' `member`
 * attribute. One short-lived connection per sign-in. A directory that cannot be reached, or that
 * refuses the service account, is a 503, never a failed password.
 */
@Injectable()
export class LdapDirectory {
  private readonly logger = new Logger(LdapDirectory.name);
  private readonly settings?: LdapSettings;
  private readonly tls?: ConnectionOptions;

  constructor(config: AppConfig) {
    this.settings = config.identity.ldap;
    const ldap = this.settings;
    if (ldap && (ldap.url.startsWith('ldaps:') || ldap.startTls)) {
      const host = new URL(ldap.url).hostname.replace(/^\[|\]$/g, '');
      this.tls = {
        rejectUnauthorized: ldap.rejectUnauthorized,
        ...(ldap.tlsCaFile ? { ca: readFileSync(ldap.tlsCaFile) } : {}),
        // The name the certificate must carry: ldapts' StartTLS would otherwise check it against
        // "localhost". SNI takes names only, never an address.
        host,
        ...(isIP(host) ? {} : { servername: host }),
      };
    }
  }

  get enabled(): boolean {
    return this.settings !== undefined;
  }

  async authenticate(username: string, password: string): Promise<DirectoryAnswer> {
    const ldap = this.settings;
    if (!ldap) return { kind: 'not_found' };
    const client = new Client({
      url: ldap.url,
      timeout: ldap.timeoutMs,
      connectTimeout: ldap.timeoutMs,
      // For ldap:// the TLS options belong to StartTLS only: given here, ldapts would open TLS
      // at once on a plain port.
      tlsOptions: ldap.url.startsWith('ldaps:') ? this.tls : undefined,
    });
    try {
      await this.connectAsService(client, ldap);
      const entry = await this.findUser(client, ldap, username);
      if (!entry) return { kind: 'not_found' };
      // An empty password is an "unauthenticated bind" that many servers accept (RFC 4513 5.1.2).
      if (!password || !(await this.passwordMatches(client, entry.dn, password))) {
        return { kind: 'invalid_password', issuer: ldap.url, entry };
      }
      await this.bindService(client, ldap);
      return { kind: 'ok', profile: await this.profileOf(client, ldap, entry) };
    } catch (err) {
      this.logger.warn(`LDAP directory unavailable: ${err instanceof Error ? err.message : err}`);
      throw IdentityErrors.directoryUnavailable();
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  private async connectAsService(client: Client, ldap: LdapSettings): Promise<void> {
    if (ldap.startTls) await client.startTLS(this.tls ?? {});
    await this.bindService(client, ldap);
  }

  private async bindService(client: Client, ldap: LdapSettings): Promise<void> {
    if (ldap.bindDn) await client.bind(ldap.bindDn, ldap.bindPassword ?? '');
  }

  private async findUser(client: Client, ldap: LdapSettings, username: string) {
    const filter = ldap.userFilter.replaceAll('{{username}}', Filter.escape(username));
    const { searchEntries } = await client.search(ldap.userBase, {
      scope: 'sub',
      filter,
      attributes: ENTRY_ATTRIBUTES,
      sizeLimit: 2,
    });
    if (searchEntries.length > 1) {
      this.logger.warn(`LDAP_USER_FILTER matches several entries for one username; refused`);
      return null;
    }
    return searchEntries.length === 1 ? directoryEntry(searchEntries[0]) : null;
  }

  private async passwordMatches(client: Client, dn: string, password: string): Promise<boolean> {
    try {
      await client.bind(dn, password);
      return true;
    } catch (err) {
      if (err instanceof InvalidCredentialsError) return false;
      throw err;
    }
  }

  private async profileOf(client: Client, ldap: LdapSettings, entry: DirectoryEntry) {
    const groups: string[] = [];
    for (const group of [ldap.adminGroup, ldap.managerGroup]) {
      if (group && (await this.isMember(client, group, entry.dn))) groups.push(group);
    }
    const profile: ExternalProfile = {
      provider: 'ldap',
      issuer: ldap.url,
      subject: entry.id,
      usernameHints: [entry.username],
      email: entry.email,
      role: deriveRole(
        groups,
        ldap.adminGroup ? [ldap.adminGroup] : [],
        ldap.managerGroup ? [ldap.managerGroup] : [],
      ),
      groups: await this.groupsOf(client, ldap, entry.dn),
    };
    return profile;
  }

  /** The DNs of the groups (`groupOfNames`) that list the user in `member`, for teams. */
  private async groupsOf(client: Client, ldap: LdapSettings, userDn: string): Promise<string[]> {
    const { searchEntries } = await client.search(ldap.groupBase, {
      scope: 'sub',
      filter: new EqualityFilter({ attribute: 'member', value: userDn }),
      attributes: ['dn'],
      sizeLimit: 1000,
    });
    return searchEntries.map((e) => e.dn);
  }

  /** `groupOfNames` membership: the group entry lists the user's DN in `member`. */
  private async isMember(client: Client, groupDn: string, userDn: string): Promise<boolean> {
    const { searchEntries } = await client.search(groupDn, {
      scope: 'base',
      filter: new EqualityFilter({ attribute: 'member', value: userDn }),
      attributes: ['dn'],
    });
    return searchEntries.length > 0;
  }
}
