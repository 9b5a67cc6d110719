import { describe, expect, it } from 'vitest';
import { excelCell, parseSheetDate, splitCsvLine } from './sheetCells.js';

describe('parseSheetDate', () => {
  it.each([
    [new Date(Date.UTC(2025, 2, 5)), '2025-03-05'],
    [new Date(Date.UTC(2025, 2, 4, 23, 59, 59, 990)), '2025-03-05'],
    [45721, '2025-03-05'],
    ['05/03/2025', '2025-03-05'],
    ['5/3/2025', '2025-03-05'],
    ['05-03-2025', '2025-03-05'],
    ['05.03.2025 10:30', '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['2025-03-05T08:00:00.000Z', '2025-03-05'],
    ['05-Mar-2025', '2025-03-05'],
    ['5 March 2025', '2025-03-05'],
  ])('reads %s as %s', (value, expected) => {
    expect(parseSheetDate(value)).toBe(expected);
  });

  it.each(['31/02/2025', '2025-13-01', 'soon', '03/05/25', 12, true, null])('refuses %s', (value) => {
    expect(parseSheetDate(value)).toBeNull();
  });
});

describe('splitCsvLine', () => {
  it('splits on commas outside quotes, keeps doubled quotes and trims each cell', () => {
    expect(splitCsvLine('Toyota, "Land Cruiser, GXR" ,2024')).toEqual(['Toyota', 'Land Cruiser, GXR', '2024']);
    expect(splitCsvLine('"He said ""yes""",x')).toEqual(['He said "yes"', 'x']);
    expect(splitCsvLine('a,,b,')).toEqual(['a', '', 'b', '']);
  });
});

describe('excelCell', () => {
  it('reads rich text, formulas, hyperlinks and errors as plain cells', () => {
    expect(excelCell({ richText: [{ text: 'EV' }, { text: '001' }] })).toBe('EV001');
    expect(excelCell({ formula: 'A1+1', result: 42 })).toBe(42);
    expect(excelCell({ formula: 'A1', result: undefined })).toBeNull();
    expect(excelCell({ text: 'site', hyperlink: 'https://example.ae' })).toBe('site');
    expect(excelCell({ error: '#N/A' } as never)).toBe('#N/A');
    expect(excelCell(null)).toBeNull();
  });
});
