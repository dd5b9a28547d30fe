import { isIP } from 'node:net';

/** One network of SERVER_ALLOWED_NETWORKS: an address and a prefix length. */
export interface Network {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/**
 * Parses "10.0.0.0/8, fd00::/8, 192.168.1.20" (a bare address is a single host); null when any
 * entry is not a network, so start-up can name the setting.
 */
export function parseNetworkList(raw: string): Network[] | null {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const networks: Network[] = [];
  for (const entry of entries) {
    const [address, prefixText, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return null;
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
    networks.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return networks;
}
