import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

export const LDAP_BASE = 'dc=ironkeep,dc=test';
export const LDAP_USERS = `ou=people,${LDAP_BASE}`;
export const LDAP_SERVICE = {
  dn: `cn=ironkeep,ou=services,${LDAP_BASE}`,
  password: 'service-secret',
};
export const LDAP_ADMIN_GROUP = `cn=ironkeep-admins,ou=groups,${LDAP_BASE}`;
export const LDAP_MANAGER_GROUP = `cn=ironkeep-managers,ou=groups,${LDAP_BASE}`;

export interface LdapTestUser {
  uid: string;
  password: string;
  mail?: string;
  groups?: string[];
}

export interface TestSlapd {
  /** ldap:// (StartTLS available when started with `tls`). */
  url: string;
  /** With `tls`: the ldaps:// address and the PEM of the CA that signed the server's certificate. */
  ldapsUrl?: string;
  caFile?: string;
  stop(): Promise<void>;
}

/**
 * A real OpenLDAP server (Debian's slapd) with a throwaway configuration and database in a
 * temporary folder, on a free port of this machine, seeded with `users` and two groupOfNames
 * groups — started the way the suite starts PostgreSQL: nothing shared with other runs.
 */
export async function startSlapd(
  users: LdapTestUser[],
  { tls = false }: { tls?: boolean } = {},
): Promise<TestSlapd> {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-slapd-'));
  mkdirSync(join(dir, 'db'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, slapdConf(dir, tls ? makeCertificates(dir) : undefined));
  writeFileSync(join(dir, 'seed.ldif'), seedLdif(users));
  execFileSync('/usr/sbin/slapadd', ['-f', conf, '-l', join(dir, 'seed.ldif')], { stdio: 'pipe' });
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const tlsPort = tls ? await freePort() : undefined;
  const ldapsUrl = tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : undefined;
  const listen = [url, ldapsUrl]
    .filter(Boolean)
    .map((u) => `${u}/`)
    .join(' ');
  const child: ChildProcess = spawn('/usr/sbin/slapd', ['-f', conf, '-h', listen, '-d', '0'], {
    stdio: 'ignore',
  });
  await waitForPort(port, child);
  if (tlsPort) await waitForPort(tlsPort, child);
  return {
    url,
    ldapsUrl,
    caFile: tls ? join(dir, 'ca.pem') : undefined,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway CA and a server certificate for 127.0.0.1 signed by it (openssl). */
function makeCertificates(dir: string): string {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '1',
    '-subj',
    '/CN=IronKeep test CA',
  ]);
  run([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1',
  ]);
  writeFileSync(join(dir, 'ext.cnf'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '1',
    '-extfile',
    'ext.cnf',
  ]);
  return `TLSCACertificateFile ${dir}/ca.pem
TLSCertificateFile ${dir}/server.pem
TLSCertificateKeyFile ${dir}/server.key
`;
}

function slapdConf(dir: string, tls = ''): string {
  return `${tls}include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile ${dir}/slapd.pid
database mdb
maxsize 10485760
suffix "${LDAP_BASE}"
rootdn "cn=root,${LDAP_BASE}"
rootpw root-secret
directory ${dir}/db
access to attrs=userPassword by anonymous auth by self write by * none
access to * by users read by * none
`;
}

function seedLdif(users: LdapTestUser[]): string {
  const entries = [
    `dn: ${LDAP_BASE}\nobjectClass: dcObject\nobjectClass: organization\ndc: ironkeep\no: IronKeep test`,
    `dn: ou=people,${LDAP_BASE}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${LDAP_BASE}\nobjectClass: organizationalUnit\nou: groups`,
    `dn: ou=services,${LDAP_BASE}\nobjectClass: organizationalUnit\nou: services`,
    `dn: ${LDAP_SERVICE.dn}\nobjectClass: person\ncn: ironkeep\nsn: service\nuserPassword: ${LDAP_SERVICE.password}`,
    ...users.map(
      (u) =>
        `dn: uid=${u.uid},${LDAP_USERS}\nobjectClass: inetOrgPerson\nuid: ${u.uid}\ncn: ${u.uid}\nsn: ${u.uid}\nuserPassword: ${u.password}${u.mail ? `\nmail: ${u.mail}` : ''}`,
    ),
    ...[LDAP_ADMIN_GROUP, LDAP_MANAGER_GROUP].map((group) => {
      const members = users.filter((u) => u.groups?.includes(group));
      // groupOfNames needs at least one member: the service account stands in.
      const dns = members.length
        ? members.map((u) => `uid=${u.uid},${LDAP_USERS}`)
        : [LDAP_SERVICE.dn];
      const cn = group.slice(3, group.indexOf(','));
      return `dn: ${group}\nobjectClass: groupOfNames\ncn: ${cn}\n${dns.map((dn) => `member: ${dn}`).join('\n')}`;
    }),
  ];
  return `${entries.join('\n\n')}\n`;
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('slapd did not start listening');
}
