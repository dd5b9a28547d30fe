import { z } from 'zod';

/** Spec §5/§6/§9 and docs/licensing.md: what a licence key looks like and what each tier grants. */
export const LICENSE_PREFIX = 'IRON-';

export type LicenseTier = 'starter' | 'pro';
export type LicenseFeature = 'basic_chat' | 'memory_persistence' | 'advanced_models' | 'multi_user';

export const TIER_GRANTS: Record<LicenseTier, { maxUsers: number; features: LicenseFeature[] }> = {
  starter: { maxUsers: 1, features: ['basic_chat', 'memory_persistence'] },
  pro: {
    maxUsers: 5,
    features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  },
};

/** The spec's client-side rule, which holds for signed keys too (their hex parts are lowercase). */
export function tierFromKey(key: string): LicenseTier {
  return key.includes('PRO') ? 'pro' : 'starter';
}

/** "Pro" / "Starter". */
export function tierLabel(tier: LicenseTier): string {
  return tier === 'pro' ? 'Pro' : 'Starter';
}

/** "5 users" / "1 user". */
export function usersLabel(maxUsers: number): string {
  return `${maxUsers} ${maxUsers === 1 ? 'user' : 'users'}`;
}

/** basic_chat → "Basic chat". */
export function featureLabel(feature: string): string {
  const words = feature.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const payloadSchema = z.object({
  v: z.literal(1),
  lid: z.string().min(1),
  kid: z.string().regex(/^[0-9a-f]{16}$/),
  org: z.string().min(1),
  orgSlug: z.string(),
  tier: z.enum(['starter', 'pro']),
  maxUsers: z.number().int().positive(),
  features: z.array(z.string()),
  iat: z.iso.datetime({ offset: true }),
  exp: z.iso.datetime({ offset: true }),
});

export type SignedKeyPayload = z.infer<typeof payloadSchema>;

export type SignedKey = {
  /** The ASCII bytes the signature covers: `IRON-{MARK}-{payloadHex}`. */
  signedText: string;
  payload: SignedKeyPayload;
  signature: Uint8Array<ArrayBuffer>;
};

// IRON-{PRO|STARTER}-{payloadHex}-{signatureHex}: an Ed25519 signature is 64 bytes.
const SIGNED_KEY = /^(IRON-(PRO|STARTER)-((?:[0-9a-f]{2})+))-([0-9a-f]{128})$/;

/**
 * Reads a key in the signed format: `null` when the key is not in that format at all (an
 * older or hand-made key, which only the prefix rule applies to), `'damaged'` when it has the
 * format's shape but its payload cannot be read or contradicts its mark.
 */
export function parseSignedKey(key: string): SignedKey | 'damaged' | null {
  const match = SIGNED_KEY.exec(key);
  if (!match) return null;
  const [, signedText, mark, payloadHex, signatureHex] = match;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(payloadHex)));
  } catch {
    return 'damaged';
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.tier !== mark.toLowerCase()) return 'damaged';
  return { signedText, payload: parsed.data, signature: hexToBytes(signatureHex) };
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
