import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { BlockList, isIP, LookupFunction } from 'node:net';
import { Network } from '../../../config/network-list';

/**
 * Addresses IronKeep never connects to for a server, whatever the DNS says: link-local (cloud
 * metadata services live at 169.254.169.254), AWS's IPv6 metadata address, Alibaba's, "this host"
 * and multicast. Private and loopback ranges stay allowed: customers' model servers live on their
 * own networks (docs/gateway.md, "Security").
 */
const BLOCKED = new BlockList();
BLOCKED.addSubnet('169.254.0.0', 16, 'ipv4');
BLOCKED.addSubnet('0.0.0.0', 8, 'ipv4');
BLOCKED.addSubnet('224.0.0.0', 4, 'ipv4');
BLOCKED.addAddress('255.255.255.255', 'ipv4');
BLOCKED.addAddress('100.100.100.200', 'ipv4');
BLOCKED.addSubnet('fe80::', 10, 'ipv6');
BLOCKED.addSubnet('ff00::', 8, 'ipv6');
BLOCKED.addAddress('::', 'ipv6');
BLOCKED.addAddress('fd00:ec2::254', 'ipv6');

/** Host names of cloud metadata services (they resolve to the addresses above, or not at all here). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

export const BLOCKED_ADDRESS_REASON =
  'Cloud metadata, link-local, multicast and unspecified addresses (such as 169.254.169.254) are never used for AI servers';

/** The address itself, for IPv4-mapped IPv6 (::ffff:169.254.169.254). */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

export function isBlockedAddress(address: string): boolean {
  const ip = unmapped(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return BLOCKED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

function policyError(message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code: 'EBLOCKED' });
}

/**
 * Where server URLs may point: never the blocked addresses, and (SERVER_ALLOWED_NETWORKS) only
 * into the operator's networks. Checked on the host name as written, at registration after
 * resolving it, and on every connection through `lookup` (a name cannot resolve its way around
 * the rule later, DNS rebinding included).
 */
export class AddressPolicy {
  private readonly allowed: BlockList | null;

  constructor(readonly allowedNetworks: Network[] | null) {
    if (!allowedNetworks) {
      this.allowed = null;
      return;
    }
    this.allowed = new BlockList();
    for (const n of allowedNetworks) this.allowed.addSubnet(n.address, n.prefix, n.family);
  }

  /** Why IronKeep may not connect to this resolved address, or null. */
  addressProblem(address: string): string | null {
    if (isBlockedAddress(address)) return BLOCKED_ADDRESS_REASON;
    if (!this.allowed) return null;
    const ip = unmapped(address);
    const family = isIP(ip);
    if (family !== 0 && this.allowed.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
    return `${ip} is outside the networks this IronKeep may reach (SERVER_ALLOWED_NETWORKS)`;
  }

  /** The host name as written in the URL: metadata names, blocked or disallowed IP literals. */
  hostProblem(hostname: string): string | null {
    const host = hostname
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
      .replace(/\.$/, '');
    if (METADATA_HOSTS.has(host)) return BLOCKED_ADDRESS_REASON;
    return isIP(host) ? this.addressProblem(host) : null;
  }

  /**
   * Registration: the host as written, then every address it resolves to now. A name that does
   * not resolve from here is accepted (the health check will say so); one that resolves to a
   * refused address is not.
   */
  async urlProblem(url: string, timeoutMs = 2_000): Promise<string | null> {
    const { hostname } = new URL(url);
    const direct = this.hostProblem(hostname);
    if (direct || isIP(hostname.replace(/^\[|\]$/g, ''))) return direct;
    const addresses = await resolveAll(hostname, timeoutMs);
    for (const { address } of addresses) {
      const problem = this.addressProblem(address);
      if (problem) return `${hostname} resolves to ${address}: ${problem}`;
    }
    return null;
  }

  /** dns.lookup for sockets to servers: refuses (EBLOCKED) a name that resolves to a refused address. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.map((a) => this.addressProblem(a.address)).find(Boolean);
      if (refused) return callback(policyError(refused), '', 0);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function resolveAll(hostname: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), timeoutMs);
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      resolve(err ? [] : addresses);
    });
  });
}
