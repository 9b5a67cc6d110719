import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './customersCsv.js';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Aisha Al Mansoori')).toBe('Aisha Al Mansoori');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Khan, Imran')).toBe('"Khan, Imran"');
    expect(csvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it.each(['=HYPERLINK("x")', '+971', '-2+3', '@SUM(A1)', '\tx'])('defuses a formula-like cell %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });
});

describe('csvLine', () => {
  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
