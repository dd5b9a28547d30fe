/** Lifetimes a token may be given, in days; null is "never expires". */
export const TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
export type TokenLifetimeDays = (typeof TOKEN_LIFETIMES_DAYS)[number];

/** Unrevoked tokens per user: enough for every script and machine, small enough to review. */
export const MAX_ACTIVE_TOKENS = 50;

/** Last use is written at most this often per token (unless the address changes). */
export const LAST_USED_WRITE_INTERVAL_MS = 60 * 1000;

/** How many addresses a token remembers for "first use from a new IP". */
export const KNOWN_IPS_KEPT = 20;

export const DAY_MS = 24 * 60 * 60 * 1000;
