import { LOCAL_API_BASE } from '@/config/local-service';

/** Every cached answer of the local service sits under its base, so two bases never mix. */
export const localServiceKeys = {
  all: ['local-service', LOCAL_API_BASE] as const,
  health: () => [...localServiceKeys.all, 'health'] as const,
  sessions: () => [...localServiceKeys.all, 'sessions'] as const,
  license: (licenseKey: string, deviceFingerprint: string) =>
    [...localServiceKeys.all, 'license', licenseKey, deviceFingerprint] as const,
};
