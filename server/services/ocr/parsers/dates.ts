import { LOOKALIKE_CLASS, repairDigits } from './numbers.js';

/** Dates printed on documents, in the layouts UAE papers use, read as `yyyy-MM-dd`. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const D = LOOKALIKE_CLASS;
const SEP = '\\s*[/\\-.,_]\\s*';
const DAY_FIRST = new RegExp(`(?<![0-9])(${D}{1,2})${SEP}(${D}{1,2})(?:${SEP}|\\s)(${D}{4})(?![0-9])`, 'g');
const YEAR_FIRST = new RegExp(`(?<![0-9])(${D}{4})${SEP}(${D}{1,2})${SEP}(${D}{1,2})(?![0-9])`, 'g');
const MONTH_NAME = new RegExp(`(?<![0-9])(${D}{1,2})\\s*[-.]?\\s*(${MONTHS.join('|')})[a-z]*\\.?\\s*[-.,]?\\s*(${D}{4})(?![0-9])`, 'gi');

/**
 * Every date in `text` as `yyyy-MM-dd`, in the order printed: `dd/MM/yyyy`, `dd-MM-yyyy`,
 * `dd.MM.yyyy`, `yyyy-MM-dd` (also `yyyy/MM/dd`, which is how OCR returns `dd/MM/yyyy` from a
 * line it took for right-to-left) and `14 Mar 1990`. Digits misread as letters are repaired.
 */
export function findDates(text: string): string[] {
  const found: Array<{ index: number; iso: string }> = [];
  const add = (index: number, iso: string | undefined) => {
    if (iso && !found.some((other) => Math.abs(other.index - index) < 6)) found.push({ index, iso });
  };
  const number = (digits: string) => Number(repairDigits(digits));
  for (const match of text.matchAll(MONTH_NAME)) add(match.index, isoDate(number(match[3]!), MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1, number(match[1]!)));
  for (const match of text.matchAll(YEAR_FIRST)) add(match.index, isoDate(number(match[1]!), number(match[2]!), number(match[3]!)));
  for (const match of text.matchAll(DAY_FIRST)) add(match.index, isoDate(number(match[3]!), number(match[2]!), number(match[1]!)));
  return found.sort((a, b) => a.index - b.index).map((date) => date.iso);
}

/** The first date in `text`, as `yyyy-MM-dd`. */
export function parseDate(text: string): string | undefined {
  return findDates(text)[0];
}

/**
 * The one date of a document no label claimed, given to the one date field still empty (a
 * label misread beyond recognition leaves exactly that).
 *
 * @example fillLeftoverDate(fields, ['issueDate', 'expiryDate'], lines)
 */
export function fillLeftoverDate(fields: Record<string, string | undefined>, keys: readonly string[], lines: readonly string[]): void {
  const missing = keys.filter((key) => !fields[key]);
  if (missing.length !== 1) return;
  const claimed = new Set(keys.map((key) => fields[key]));
  const leftover = [...new Set(lines.flatMap((line) => findDates(line)))].filter((date) => !claimed.has(date));
  if (leftover.length === 1) fields[missing[0]!] = leftover[0];
}

/** An MRZ date, `yymmdd` → `yyyy-MM-dd`: birth dates are in the past, expiry dates in this century (ICAO 9303 gives no century). */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry'): string | undefined {
  const [yy, mm, dd] = [Number(yymmdd.slice(0, 2)), Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6))];
  const thisYear = new Date().getUTCFullYear() % 100;
  const year = kind === 'expiry' || yy <= thisYear ? 2000 + yy : 1900 + yy;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  return date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd ? date.toISOString().slice(0, 10) : undefined;
}
