/** Every cached answer of the local service sits under its base, so two bases never mix. */
export const localServiceKeys = {
  all: (base: string) => ['local-service', base] as const,
  health: (base: string) => [...localServiceKeys.all(base), 'health'] as const,
  sessions: (base: string) => [...localServiceKeys.all(base), 'sessions'] as const,
  license: (base: string, licenseKey: string, deviceFingerprint: string) =>
    [...localServiceKeys.all(base), 'license', licenseKey, deviceFingerprint] as const,
};
