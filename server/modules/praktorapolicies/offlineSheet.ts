import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import {
  OFFLINE_LIST_COLUMNS, OFFLINE_REQUIRED_COLUMNS, OFFLINE_SHEET_MAX_ROWS, type OfflineColumn, type OfflineRowRejection,
} from '../../../shared/contract/praktorapolicies/index.js';
import { isValidUaeMobile, normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import { SheetFileRefusal, csvTextLines, sheetFormat } from '../../services/sheets/sheetFile.js';
import { WorkbookRefusal, openWorkbook, type WorkbookLimits } from '../../services/uploads/workbook.js';
import { excelCell, parseSheetDate, splitCsvLine, type SheetCell } from '../../services/sheets/sheetCells.js';

/** Non-empty rows of a sheet with their numbers as Excel shows them (1-based). */
export type SheetGrid = Array<{ row: number; cells: SheetCell[] }>;

/** A refusal of the whole file, answered with its status and named on the `OfflineSheet` field. */
export class SheetError extends Error {
  constructor(readonly statusCode: 400 | 413 | 422, message: string) {
    super(message);
    this.name = 'SheetError';
  }
}

export interface OfflineSheetRow {
  row: number;
  policyNo: string;
  vehicleNo: string | null;
  customerName: string | null;
  mobile: string | null;
  insurerName: string | null;
  customerType: string | null;
  premiumFils: number | null;
  policyClass: string | null;
  startDate: string;
  expiryDate: string;
  columns: OfflineColumn[];
}

export interface ParsedOfflineSheet {
  rows: OfflineSheetRow[];
  rejections: OfflineRowRejection[];
  /** Rows with at least one rejection. */
  rejectedRows: number;
  /** Non-empty data rows below the header. */
  totalRows: number;
}

const ACCEPTED = 'Upload an Excel workbook (.xlsx) or a CSV file.';
/** The header is looked for in this many first non-empty rows (title rows above it are skipped). */
const HEADER_SEARCH_ROWS = 10;
/** Rows checked between pauses for other requests. */
const ROWS_PER_TURN = 500;
const TEXT_MAX = 200;
/** Columns a sheet may use: far more than any insurer's export, and few enough that no row can hold millions of cells. */
export const OFFLINE_SHEET_MAX_COLUMNS = 256;
const MB = 1024 * 1024;
/**
 * What an `.xlsx` of at most 5 MB may unpack to before it is parsed. A sheet of 20,000 policies
 * in a dozen columns is about 9 MB of XML and 0.5 MB of text cells; these leave room for wide
 * sheets while keeping a spreadsheet bomb, or a directory that lies about one, out of memory.
 */
export const OFFLINE_WORKBOOK_LIMITS: WorkbookLimits = { maxEntries: 1000, maxUnpackedBytes: 64 * MB, maxSharedStringsBytes: 16 * MB };
const POLICY_NO_MAX = 60;
const MAX_AMOUNT_FILS = 100_000_000_000;

/** `Customer Name`, `CUSTOMER_NAME` and `customername` are one column: `CUSTOMERNAME`. */
export function canonicalColumn(name: string): string {
  return name.toUpperCase().replace(/[\s_.\-/]+/g, '');
}

/** Other spellings insurers' sheets use for the list columns. */
const ALIASES: Record<keyof typeof OFFLINE_LIST_COLUMNS, readonly string[]> = {
  policyNo: [OFFLINE_LIST_COLUMNS.policyNo, 'POLICYNUMBER'],
  vehicleNo: [OFFLINE_LIST_COLUMNS.vehicleNo, 'VEHICLENO', 'VEHICLENUMBER', 'PLATENO'],
  customerName: [OFFLINE_LIST_COLUMNS.customerName, 'INSUREDNAME', 'CUSTNAME'],
  mobile: [OFFLINE_LIST_COLUMNS.mobile, 'MOBILE', 'MOBILENO', 'TELEPHONE'],
  insurerName: [OFFLINE_LIST_COLUMNS.insurerName, 'INSURERNAME', 'INSURANCENAME'],
  customerType: [OFFLINE_LIST_COLUMNS.customerType],
  premium: [OFFLINE_LIST_COLUMNS.premium, 'PREMIUM'],
  policyClass: [OFFLINE_LIST_COLUMNS.policyClass, 'CLASS'],
  startDate: [OFFLINE_LIST_COLUMNS.startDate, 'POLICYSTARTDATE'],
  expiryDate: [OFFLINE_LIST_COLUMNS.expiryDate, 'ENDDATE', 'POLICYEXPIRYDATE'],
};

// ---------------------------------------------------------------- values

/**
 * An amount in AED as fils: a number cell (rounded to the fils), or text like `1,234.50` or
 * `AED 950` with at most two decimals. A string with the reason when it is not one.
 */
export function parseAmountFils(value: SheetCell): { fils: number } | { reason: string } {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    const text = String(value).trim();
    const plain = text.replace(/^AED\s*/i, '').replace(/,/g, '').replace(/\s+/g, '');
    if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return { reason: `"${text}" is not an amount in AED (digits, up to two decimals)` };
    amount = Number(plain);
  }
  if (!Number.isFinite(amount)) return { reason: 'is not an amount in AED' };
  if (amount < 0) return { reason: `${amount} is negative: a premium cannot be below 0` };
  const fils = Math.round(amount * 100);
  if (fils > MAX_AMOUNT_FILS) return { reason: `${amount} is larger than AED 1,000,000,000` };
  return { fils };
}

export function isBlank(value: SheetCell): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

export function asText(value: SheetCell): string {
  if (value instanceof Date) return parseSheetDate(value) ?? '';
  return String(value).trim();
}

// ---------------------------------------------------------------- files

/** Column letters as Excel shows them: 0 → A, 26 → AA. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function tooManyRows(count: number, maxRows: number, atLeast = false): SheetError {
  return new SheetError(422, `The sheet has ${atLeast ? 'more than ' : ''}${count.toLocaleString('en-US')} rows; at most ${maxRows.toLocaleString('en-US')} can be uploaded at once. Split it into smaller sheets.`);
}

/** The rows of exceljs' streamed worksheet that hold a value, refused past the row and column limits. */
async function worksheetGrid(worksheet: AsyncIterable<ExcelJS.Row>, maxRows: number): Promise<SheetGrid> {
  const grid: SheetGrid = [];
  for await (const row of worksheet) {
    const values = row.values as ExcelJS.CellValue[];
    // `row.values` is 1-based: index 0 is always empty.
    if (values.length - 1 > OFFLINE_SHEET_MAX_COLUMNS) {
      throw new SheetError(422, `Row ${row.number} has a value in column ${columnLetter(values.length - 2)}; a sheet may use at most ${OFFLINE_SHEET_MAX_COLUMNS} columns (A to ${columnLetter(OFFLINE_SHEET_MAX_COLUMNS - 1)}).`);
    }
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => excelCell(values[index + 1]));
    if (!cells.some((cell) => !isBlank(cell))) continue;
    grid.push({ row: row.number, cells });
    // The header and a few title rows come on top of the data rows; reading stops at the first row too many.
    if (grid.length > maxRows + HEADER_SEARCH_ROWS) throw tooManyRows(grid.length - 1, maxRows, true);
  }
  return grid;
}

/**
 * The first worksheet with content, read as a stream after the workbook's sizes and row counts
 * were checked (`openWorkbook`): no part of it is ever held whole in memory, and reading yields
 * to other requests between chunks.
 */
async function xlsxGrid(path: string, size: number, fileName: string, maxRows: number): Promise<SheetGrid> {
  const workbook = await openWorkbook(path, size, OFFLINE_WORKBOOK_LIMITS).catch((error: unknown) => {
    if (!(error instanceof WorkbookRefusal)) throw error;
    if (error.statusCode === 400) throw new SheetError(400, `"${fileName}" is not an Excel workbook: ${error.message}. ${ACCEPTED}`);
    throw new SheetError(error.statusCode, `"${fileName}" could not be read. ${error.message}${error.statusCode === 413 ? ' Split it into smaller sheets.' : ''}`);
  });
  if (workbook.worksheets.length === 0) throw new SheetError(400, `"${fileName}" is not an Excel workbook: it has no worksheet. ${ACCEPTED}`);
  // Which sheet has content is known only once it is read, so every sheet's declared rows count.
  const declared = Math.max(...workbook.worksheets.map((sheet) => sheet.declaredRows ?? 0));
  if (declared > maxRows + HEADER_SEARCH_ROWS) throw tooManyRows(declared - 1, maxRows);

  const stream = workbook.stream();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
  try {
    for await (const worksheet of reader) {
      const grid = await worksheetGrid(worksheet, maxRows);
      if (grid.length > 0) return grid;
    }
    return [];
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(400, `"${fileName}" could not be read as an Excel workbook. ${ACCEPTED}`);
  } finally {
    stream.destroy();
  }
}

function csvGrid(bytes: Buffer, fileName: string, maxRows: number): SheetGrid {
  const lines = csvTextLines(bytes, fileName);
  if (lines.length > maxRows + HEADER_SEARCH_ROWS + 1) throw tooManyRows(lines.filter((line) => line.trim() !== '').length - 1, maxRows);
  const grid: SheetGrid = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = splitCsvLine(line).map((cell) => (cell === '' ? null : cell));
    if (cells.some((cell) => cell !== null)) grid.push({ row: index + 1, cells });
  });
  return grid;
}

/**
 * The rows of an uploaded sheet, received to the file at `path`: an `.xlsx` workbook (its first
 * worksheet with content) or a `.csv` file (UTF-8). Refuses `.xls` (exceljs cannot read the old
 * binary format), a file whose content does not match its name, and one with more rows than
 * `maxRows` data rows (under a header that may sit below a few title rows).
 */
export async function readSheetGrid(path: string, fileName: string, maxRows: number = OFFLINE_SHEET_MAX_ROWS): Promise<SheetGrid> {
  try {
    const { format, size } = await sheetFormat(path, fileName);
    return format === 'csv' ? csvGrid(await readFile(path), fileName, maxRows) : await xlsxGrid(path, size, fileName, maxRows);
  } catch (error) {
    throw error instanceof SheetFileRefusal ? new SheetError(400, `${error.message} ${ACCEPTED}`) : error;
  }
}

// ---------------------------------------------------------------- rows

interface Header {
  row: number;
  /** Display names (upper-case), by column index. */
  names: string[];
  /** Column index of each list field, -1 when the sheet lacks it. */
  index: Record<keyof typeof OFFLINE_LIST_COLUMNS, number>;
}

function findHeader(grid: SheetGrid): Header {
  if (grid.length === 0) throw new SheetError(422, 'The sheet is empty: put a header row (POLICYNO, STARTDATE, EXPIRYDATE, …) and one row per policy.');
  const candidate = grid.slice(0, HEADER_SEARCH_ROWS).find(({ cells }) =>
    cells.some((cell) => typeof cell === 'string' && ALIASES.policyNo.includes(canonicalColumn(cell.trim()))));
  const required = OFFLINE_REQUIRED_COLUMNS.join(', ');
  if (!candidate) throw new SheetError(422, `No header row naming POLICYNO was found in the first ${HEADER_SEARCH_ROWS} rows. The header must name ${required}.`);

  const width = candidate.cells.reduce<number>((last, cell, index) => (isBlank(cell) ? last : index + 1), 0);
  const seen = new Map<string, number>();
  const names = candidate.cells.slice(0, width).map((cell, index) => {
    const base = isBlank(cell) ? `COLUMN ${columnLetter(index)}` : asText(cell).toUpperCase().replace(/\s+/g, ' ');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
  const canonical = names.map(canonicalColumn);
  const index = Object.fromEntries(
    (Object.keys(ALIASES) as Array<keyof typeof ALIASES>).map((field) => [field, canonical.findIndex((name) => ALIASES[field].includes(name))]),
  ) as Header['index'];
  const missing = OFFLINE_REQUIRED_COLUMNS.filter((column) => {
    const field = (Object.keys(OFFLINE_LIST_COLUMNS) as Array<keyof typeof OFFLINE_LIST_COLUMNS>).find((key) => OFFLINE_LIST_COLUMNS[key] === column)!;
    return index[field] < 0;
  });
  if (missing.length > 0) throw new SheetError(422, `The header row (row ${candidate.row}) lacks ${missing.join(', ')}. The header must name ${required}.`);
  return { row: candidate.row, names, index };
}

/** A column's value for the detail: dates as ISO days, numbers kept, text trimmed. */
function columnValue(name: string, cell: SheetCell, parsedDate: string | null): OfflineColumn {
  if (parsedDate) return { name, value: parsedDate, type: 'date' };
  if (isBlank(cell)) return { name, value: null, type: 'text' };
  if (cell instanceof Date) {
    const day = parseSheetDate(cell);
    return day ? { name, value: day, type: 'date' } : { name, value: null, type: 'text' };
  }
  if (typeof cell === 'number') return { name, value: cell, type: 'number' };
  if (typeof cell === 'string' && /DATE/.test(canonicalColumn(name))) {
    const day = parseSheetDate(cell);
    if (day) return { name, value: day, type: 'date' };
  }
  return { name, value: typeof cell === 'string' ? cell.trim() : cell, type: 'text' };
}

function dayText(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * Checks every row under the header: POLICYNO, STARTDATE and EXPIRYDATE are required, dates must
 * be dates and the expiry on or after the start, FCPREMIUM (when given) an amount, a POLICYNO may
 * appear once per sheet. Each problem is reported with its row, column and reason; a row with any
 * problem is left out of `rows`. Checking 20,000 rows takes a second or more, so it pauses every
 * few hundred rows to let other requests through.
 */
export async function parseOfflineGrid(grid: SheetGrid): Promise<ParsedOfflineSheet> {
  const header = findHeader(grid);
  const dataRows = grid.filter(({ row }) => row > header.row);
  if (dataRows.length === 0) throw new SheetError(422, `The sheet has a header (row ${header.row}) but no policy rows under it.`);
  if (dataRows.length > OFFLINE_SHEET_MAX_ROWS) throw tooManyRows(dataRows.length, OFFLINE_SHEET_MAX_ROWS);

  const rows: OfflineSheetRow[] = [];
  const rejections: OfflineRowRejection[] = [];
  const firstRowOf = new Map<string, number>();
  let rejectedRows = 0;
  for (const [index, { row, cells }] of dataRows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const cellOf = (field: keyof Header['index']): SheetCell => (header.index[field] < 0 ? null : (cells[header.index[field]] ?? null));
    const nameOf = (field: keyof Header['index']) => (header.index[field] < 0 ? OFFLINE_LIST_COLUMNS[field] : header.names[header.index[field]]!);
    const problems: Array<{ field: string; reason: string }> = [];
    const reject = (field: keyof Header['index'], reason: string) => problems.push({ field: nameOf(field), reason });
    const text = (field: keyof Header['index']): string | null => {
      const cell = cellOf(field);
      if (isBlank(cell)) return null;
      const value = asText(cell);
      if (value.length > TEXT_MAX) {
        reject(field, `is longer than ${TEXT_MAX} characters`);
        return null;
      }
      return value;
    };

    const policyNoCell = cellOf('policyNo');
    const policyNo = isBlank(policyNoCell) ? '' : asText(policyNoCell);
    if (!policyNo) reject('policyNo', 'POLICYNO is missing');
    else if (policyNo.length > POLICY_NO_MAX) reject('policyNo', `POLICYNO is longer than ${POLICY_NO_MAX} characters`);
    else {
      const earlier = firstRowOf.get(policyNo.toUpperCase());
      if (earlier !== undefined) reject('policyNo', `POLICYNO ${policyNo} already appears on row ${earlier}`);
      else firstRowOf.set(policyNo.toUpperCase(), row);
    }

    const date = (field: 'startDate' | 'expiryDate'): string | null => {
      const cell = cellOf(field);
      if (isBlank(cell)) {
        reject(field, `${nameOf(field)} is missing`);
        return null;
      }
      const day = parseSheetDate(cell);
      if (!day) reject(field, `"${asText(cell)}" is not a date (dd/MM/yyyy, yyyy-MM-dd or an Excel date)`);
      return day;
    };
    const startDate = date('startDate');
    const expiryDate = date('expiryDate');
    if (startDate && expiryDate && expiryDate < startDate) {
      reject('expiryDate', `The expiry date ${dayText(expiryDate)} is before the start date ${dayText(startDate)}`);
    }

    let premiumFils: number | null = null;
    const premiumCell = cellOf('premium');
    if (!isBlank(premiumCell)) {
      const amount = parseAmountFils(premiumCell);
      if ('reason' in amount) reject('premium', amount.reason);
      else premiumFils = amount.fils;
    }

    const mobileText = text('mobile');
    const mobileDigits = mobileText === null ? null : normalizeUaeMobile(mobileText);
    const values = {
      vehicleNo: text('vehicleNo'),
      customerName: text('customerName'),
      mobile: mobileText === null ? null : isValidUaeMobile(mobileDigits!) ? mobileDigits : mobileText,
      insurerName: text('insurerName'),
      customerType: text('customerType'),
      policyClass: text('policyClass'),
    };

    if (problems.length > 0) {
      rejectedRows++;
      for (const problem of problems) rejections.push({ row, policyNo: policyNo || null, ...problem });
      continue;
    }
    const dates: Record<number, string> = { [header.index.startDate]: startDate!, [header.index.expiryDate]: expiryDate! };
    const columns = header.names.map((name, index) => columnValue(name, cells[index] ?? null, dates[index] ?? null));
    rows.push({ row, policyNo, premiumFils, startDate: startDate!, expiryDate: expiryDate!, columns, ...values });
  }
  return { rows, rejections, rejectedRows, totalRows: dataRows.length };
}

/** Reads and checks an uploaded sheet, received to the file at `path`, in one go. */
export async function readOfflineSheet(path: string, fileName: string): Promise<ParsedOfflineSheet> {
  return parseOfflineGrid(await readSheetGrid(path, fileName));
}
