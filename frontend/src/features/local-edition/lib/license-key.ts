import { licensedUsers } from '@/lib/licensed-users';
import type { LicenseTier } from './license-key-format';

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
