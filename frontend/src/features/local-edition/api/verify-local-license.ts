import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { localServiceJson, LocalServiceError } from './local-service-client';
import { HEALTH_REFRESH_MS } from './get-local-health';
import { localServiceKeys } from './query-keys';

/** Spec §3 licence info (the service adds organisation and expiry for signed keys). */
export const localLicenseSchema = z.object({
  tier: z.enum(['starter', 'pro']),
  maxUsers: z.number().int().positive(),
  features: z.array(z.string()),
  organization: z.string().optional(),
  expiresAt: z.string().optional(),
});

export type LocalLicense = z.infer<typeof localLicenseSchema>;

/**
 * The licence, or null with the service's reason (shown under "Not Licensed"); `unreachable`
 * when no check took place because the page could not reach the service (issue 34: that is
 * not a refused licence, and the key validated on /download is still shown).
 */
export type LocalLicenseState = {
  license: LocalLicense | null;
  reason: string | null;
  unreachable?: boolean;
};

type VerifyRequest = { licenseKey: string; deviceFingerprint: string };

/** POST {base}/license/verify {license_key, device_fingerprint}. */
export async function verifyLocalLicense(
  base: string,
  { licenseKey, deviceFingerprint }: VerifyRequest,
): Promise<LocalLicense> {
  const body = await localServiceJson<unknown>(base, 'POST', '/license/verify', {
    license_key: licenseKey,
    device_fingerprint: deviceFingerprint,
  });
  return localLicenseSchema.parse(body);
}

/**
 * Checked once when the chat page loads. Spec §6/§8: a failed check means "Not Licensed", is
 * only logged, and never blocks chatting. While the service cannot be reached, the check is
 * tried again with the health check's rhythm, so the licence shows once the service answers.
 */
export function useLocalLicense(base: string, request: VerifyRequest) {
  return useQuery({
    queryKey: localServiceKeys.license(base, request.licenseKey, request.deviceFingerprint),
    queryFn: async (): Promise<LocalLicenseState> => {
      try {
        return { license: await verifyLocalLicense(base, request), reason: null };
      } catch (error) {
        console.error('License check failed', error);
        if (!(error instanceof LocalServiceError)) {
          return { license: null, reason: null, unreachable: true };
        }
        return { license: null, reason: error.serviceMessage };
      }
    },
    retry: false,
    refetchInterval: (query) => (query.state.data?.unreachable ? HEALTH_REFRESH_MS : false),
  });
}
