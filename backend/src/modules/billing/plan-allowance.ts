/**
 * The plan's monthly token allowance in words, as /pricing, the plan features and the assistants'
 * plan catalogue say it: "5 million tokens a month", "Unlimited tokens".
 */
export function tokenAllowanceText(monthlyTokens: number | null): string {
  if (monthlyTokens === null) return 'Unlimited tokens';
  return `${compactTokens(monthlyTokens)} tokens a month`;
}

/** 5000000 → "5 million", 2500000 → "2.5 million", 750000 → "750,000". */
export function compactTokens(tokens: number): string {
  for (const [size, word] of [
    [1e9, 'billion'],
    [1e6, 'million'],
  ] as const) {
    if (tokens >= size) {
      const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(
        tokens / size,
      );
      return `${amount} ${word}`;
    }
  }
  return new Intl.NumberFormat('en-US').format(tokens);
}
