/**
 * Tokens of finished generations that the month counter has not confirmed yet, per month and
 * organization: `pending` waits for the next apply, `inFlight` is being applied. admit() adds
 * both to the counter's value, so this replica never lets a call through on a stale count.
 */
export class PendingTokens {
  private readonly pending = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();

  add(month: string, organizationId: string, tokens: number): void {
    bump(this.pending, keyOf(month, organizationId), tokens);
  }

  /** Moves everything pending to in flight and returns it. */
  take(): { month: string; organizationId: string; tokens: number }[] {
    const taken = [...this.pending].map(([key, tokens]) => {
      bump(this.inFlight, key, tokens);
      const [month, organizationId] = key.split('|');
      return { month, organizationId, tokens };
    });
    this.pending.clear();
    return taken;
  }

  /** The counter confirmed these tokens. */
  settle(month: string, organizationId: string, tokens: number): void {
    bump(this.inFlight, keyOf(month, organizationId), -tokens);
  }

  /** The counter refused: back to pending for the next apply. */
  restore(month: string, organizationId: string, tokens: number): void {
    this.settle(month, organizationId, tokens);
    this.add(month, organizationId, tokens);
  }

  unconfirmed(month: string, organizationId: string): number {
    const key = keyOf(month, organizationId);
    return (this.pending.get(key) ?? 0) + (this.inFlight.get(key) ?? 0);
  }

  get hasPending(): boolean {
    return this.pending.size > 0;
  }
}

const keyOf = (month: string, organizationId: string) => `${month}|${organizationId}`;

function bump(map: Map<string, number>, key: string, tokens: number): void {
  const next = (map.get(key) ?? 0) + tokens;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}
