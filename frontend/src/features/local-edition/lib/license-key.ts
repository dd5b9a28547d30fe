import { licensedUsers } from '@/lib/licensed-users';
import { decodeLicenseKey, type LicenseTier } from './license-key-format';

/** "Pro" / "Starter". */
export function tierLabel(tier: LicenseTier): string {
  return tier === 'pro' ? 'Pro' : 'Starter';
}

/** "Up to 5 users" / "1 user". */
export function usersLabel(maxUsers: number): string {
  return licensedUsers(maxUsers);
}

/** basic_chat → "Basic chat". */
export function featureLabel(feature: string): string {
  const words = feature.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a key says it grants, read without checking it (the /download page checked it). */
export type KeyGrant = {
  tier: LicenseTier;
  maxUsers: number;
  organization: string;
  expiresAt: string;
};

/** The grant written in a stored key, or null when the text is not a readable key. */
export function readKeyGrant(key: string): KeyGrant | null {
  const decoded = decodeLicenseKey(key.trim());
  if (!decoded.ok) return null;
  const { tier, maxUsers, org, exp } = decoded.key.payload;
  return { tier, maxUsers, organization: org, expiresAt: exp };
}
