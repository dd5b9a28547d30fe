import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { licensePublicKeyQueryOptions } from '../api/get-license-public-key';
import { checkLicenseKey, type KeyCheck } from '../lib/check-license-key';

/** Spec §9: the check takes about a second ("Validating..."), whatever the browser's speed. */
export const LICENSE_CHECK_DELAY_MS = 1000;

/** Spec §5: blank after trimming is refused (with a toast, spec §8). */
export const licenseKeyFormSchema = z.object({
  licenseKey: z.string().trim().min(1, 'Please enter your license key to continue'),
});

export type LicenseKeyForm = z.infer<typeof licenseKeyFormSchema>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks a key in the browser; the key itself is never sent anywhere. */
export function useValidateLicenseKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (licenseKey: string): Promise<KeyCheck> => {
      const [result] = await Promise.all([
        checkLicenseKey(licenseKey, {
          now: new Date(),
          getPublicKey: () => queryClient.fetchQuery(licensePublicKeyQueryOptions()),
        }),
        delay(LICENSE_CHECK_DELAY_MS),
      ]);
      return result;
    },
    retry: false,
  });
}
