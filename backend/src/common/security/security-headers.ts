import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';

/** Header-only middleware in the connect style helmet uses; `secure` says the request was HTTPS. */
export type HeaderMiddleware = (
  req: IncomingMessage & { secure?: boolean },
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/**
 * The security headers of every response, kept identical to nginx's
 * (deploy/nginx/snippets/security-headers.conf; test/security-headers.e2e-spec.ts compares them
 * and walks every page in Chromium for CSP violations).
 * - scripts only from this origin, and one inline script allowed by its hash: the static
 *   marketing pages' boot script (frontend/scripts/site-boot.mjs, which loads their behaviour
 *   after the first paint; the frontend build fails if this hash is not the script's);
 * - styles may be inline (React's style attributes in prerendered markup);
 * - the browser may call the local service (LOCAL_SERVICE_URL) from the local chat page;
 * - never framed (frame-ancestors 'none' + X-Frame-Options DENY);
 * - HSTS only on requests that arrived over TLS (directly or per X-Forwarded-Proto with
 *   TRUST_PROXY): self-hosted installs are often plain HTTP on a LAN, and a stray HSTS there
 *   would lock browsers out of the host's other plain-HTTP services.
 */
// The microphone is this origin's own: the assistants' voice input (spec) asks for it; no other
// origin and no frame may. Camera, location, payment and USB are off.
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(self), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';
// frontend/scripts/site-boot.mjs (SITE_BOOT_SCRIPT_HASH): the only inline script the pages carry.
export const STATIC_PAGE_BOOT_SCRIPT_HASH = "'sha256-cg7T0lgTG2rY8yX22RH5Eo1A4wqCUuDdxx3cErEN3vk='";

export function contentSecurityPolicy(localServiceUrl: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", STATIC_PAGE_BOOT_SCRIPT_HASH],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", new URL(localServiceUrl).origin],
  };
}

export function securityHeaders(localServiceUrl: string): HeaderMiddleware[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(localServiceUrl),
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
    (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}
