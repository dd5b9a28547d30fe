/**
 * "1 server", "5 servers": a count with its noun, singular only for exactly one. Pass the plural
 * form when adding "s" is wrong ("1 entry", "3 entries").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;
}
