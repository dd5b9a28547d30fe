import { escapeCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(escapeCell('a,b')).toBe('"a,b"');
    expect(escapeCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCell('line1\nline2')).toBe('"line1\nline2"');
    expect(escapeCell('plain')).toBe('plain');
    expect(escapeCell(null)).toBe('');
  });

  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\t=x'])('neutralises formula cell %j', (v) => {
    expect(escapeCell(v).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes a header row and CRLF line endings', () => {
    const csv = toCsv([{ header: 'email', value: (r: { e: string }) => r.e }], [{ e: 'x@y.z' }]);
    expect(csv).toBe('email\r\nx@y.z\r\n');
  });
});
