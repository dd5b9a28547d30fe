/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (leading = + - @, or a tab /
 * carriage return that some programs strip first) get a leading apostrophe: visitors type
 * these values, admins open the file in Excel (OWASP "CSV injection").
 */
export function toCsv<T>(columns: { header: string; value: (row: T) => unknown }[], rows: T[]) {
  const lines = [columns.map((c) => escapeCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => escapeCell(c.value(row))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

export function escapeCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
