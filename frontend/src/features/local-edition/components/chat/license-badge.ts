import type { LocalLicenseState } from '../../api/verify-local-license';
import { readKeyGrant, tierLabel } from '../../lib/license-key';

export type LicenseBadge = { text: string; confirmed: boolean };

/**
 * The header's tier badge: the tier the service confirmed; the stored key's tier while the
 * service cannot be reached ("Pro, not checked yet", issue 34); else "Not Licensed" (spec §2).
 */
export function licenseBadge(
  state: LocalLicenseState | undefined,
  storedKey: string,
): LicenseBadge {
  if (state?.license) return { text: tierLabel(state.license.tier), confirmed: true };
  const grant = state?.unreachable && storedKey ? readKeyGrant(storedKey) : null;
  if (grant) return { text: `${tierLabel(grant.tier)}, not checked yet`, confirmed: false };
  return { text: 'Not Licensed', confirmed: false };
}
