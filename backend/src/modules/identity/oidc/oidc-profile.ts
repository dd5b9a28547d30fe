import { OidcSettings } from '../../../config/identity-settings';
import { ExternalProfile } from '../external-accounts.service';
import { claimValues, deriveRole } from '../role-mapping';
import { OidcClaims } from './oidc-client';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Who signed in, from checked claims: linked by iss + sub, role from the configured claim. */
export function oidcProfile(claims: OidcClaims, settings: OidcSettings): ExternalProfile {
  const email = text(claims.email);
  return {
    provider: 'oidc',
    issuer: claims.iss,
    subject: claims.sub,
    usernameHints: [
      text(claims.preferred_username),
      email?.split('@')[0],
      text(claims.name),
      claims.sub,
    ],
    email: email && email.length <= 254 ? email : null,
    role: deriveRole(
      claimValues(claims[settings.roleClaim]),
      settings.adminValues,
      settings.managerValues,
    ),
    groups: claimValues(claims[settings.groupsClaim]),
  };
}
