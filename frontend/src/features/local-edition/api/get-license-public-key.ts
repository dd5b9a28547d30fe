import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/**
 * GET /api/licenses/public-key (public): the Ed25519 key licence keys are signed with
 * (docs/licensing.md). `publicKey` is the raw 32-byte key in base64url, what WebCrypto imports.
 */
export const licensePublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  publicKeyPem: z.string(),
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export type LicensePublicKey = z.infer<typeof licensePublicKeySchema>;

/**
 * The key, or null when this server does not publish one (an older backend answers 404, the
 * local edition's web server has no API at all) or the answer is not a key. The licence check
 * then falls back to the spec's prefix rule and says the signature was not checked.
 */
export async function getLicensePublicKey(): Promise<LicensePublicKey | null> {
  try {
    const parsed = licensePublicKeySchema.safeParse(
      await apiJson<unknown>('GET', '/api/licenses/public-key'),
    );
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('License public key unavailable; signatures are not checked.', error);
    return null;
  }
}

export const licensePublicKeyQueryOptions = () => ({
  queryKey: ['/api/licenses/public-key'],
  queryFn: getLicensePublicKey,
});
