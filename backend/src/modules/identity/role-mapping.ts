import { Role } from '../users/entities/user.entity';

/**
 * The role granted by an identity provider's claim values or a directory's group DNs: admin if
 * any value is an admin value, else manager if any is a manager value, else user. Comparison
 * ignores case (group names and DNs are case-insensitive at most providers).
 */
export function deriveRole(
  values: readonly string[],
  admin: readonly string[],
  manager: readonly string[],
): Role {
  const held = new Set(values.map((v) => v.toLowerCase()));
  const holds = (list: readonly string[]) => list.some((v) => held.has(v.toLowerCase()));
  if (holds(admin)) return 'admin';
  if (holds(manager)) return 'manager';
  return 'user';
}

/** A claim as a list of strings: `"a"`, `["a","b"]`; anything else (numbers, objects) is ignored. */
export function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string');
  return [];
}
