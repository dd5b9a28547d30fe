import { Entry } from 'ldapts';

/** Attributes read from a user entry (OpenLDAP and Active Directory names). */
export const ENTRY_ATTRIBUTES = ['uid', 'sAMAccountName', 'cn', 'mail', 'entryUUID', 'objectGUID'];

export interface DirectoryEntry {
  dn: string;
  /** A stable id: entryUUID (OpenLDAP) or objectGUID (Active Directory), else the DN. */
  id: string;
  username: string | null;
  email: string | null;
}

function first(value: Entry[string] | undefined): string | Buffer | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: Entry[string] | undefined): string | null {
  const v = first(value);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

export function directoryEntry(entry: Entry): DirectoryEntry {
  const guid = first(entry.objectGUID);
  const id =
    text(entry.entryUUID) ??
    (Buffer.isBuffer(guid) ? guid.toString('hex') : text(entry.objectGUID)) ??
    entry.dn;
  const email = text(entry.mail);
  return {
    dn: entry.dn,
    id,
    username: text(entry.uid) ?? text(entry.sAMAccountName) ?? text(entry.cn),
    email: email && email.length <= 254 ? email : null,
  };
}
