/** "backup_code_used" → "Backup Code Used": a machine name shown as words (spec §9's rule). */
export function titleCaseWords(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
