import type ExcelJS from 'exceljs';

/** A cell as the sheet readers see it, whatever the file format. */
export type SheetCell = string | number | boolean | Date | null;

/** Splits one CSV line, honouring double quotes (`"Land Cruiser, GXR"`) and doubled quotes inside them. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') { cell += '"'; i++; }
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { cells.push(cell); cell = ''; }
    else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Excel's day 0 in the 1900 date system (its phantom 29/02/1900 included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A day from an Excel date (exceljs gives a `Date` at UTC midnight), an Excel serial number in a
 * cell not formatted as a date, or text: `dd/MM/yyyy` (also with `-` or `.`, and a time after
 * it), ISO `yyyy-MM-dd` (with or without a time) or `01-Jan-2025`. Null when it is none of them.
 *
 * @example parseSheetDate('05/03/2025') // '2025-03-05'
 */
export function parseSheetDate(value: SheetCell): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // Round to the nearest day: serials with a float error land a few ms either side of midnight.
    const day = new Date(Math.round(value.getTime() / DAY_MS) * DAY_MS);
    return isoDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 20_000 || value > 120_000) return null;
    const day = new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS);
    return isoDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text);
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[\s/-]([A-Za-z]{3,9})[\s/,-]+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase());
    return month < 0 ? null : isoDay(Number(match[3]), month + 1, Number(match[1]));
  }
  return null;
}

/** exceljs' cell value (formulas, rich text, hyperlinks, errors) as a plain cell. */
export function excelCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined) return null;
    return typeof result === 'object' && !(result instanceof Date) ? result.error : result;
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : excelCell(value.text);
  if ('error' in value) return value.error;
  return null;
}
