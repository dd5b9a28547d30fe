/** Spec §3: a local chat session id is `local_{timestamp}_{random}`. */
export function createLocalSessionId(now: number = Date.now()): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  const suffix = Array.from(random, (n) => n.toString(36))
    .join('')
    .slice(0, 9)
    .padEnd(9, '0');
  return `local_${now}_${suffix}`;
}

/** Spec §2: sessions are shown by the last 8 characters of their id. */
export function shortSessionId(sessionId: string): string {
  return sessionId.slice(-8);
}
