import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { CODE_MAX, CODE_MIN, CODE_PATTERN, CODE_RULE_TEXT, IMPORT_MAX_ROWS, type ImportRejection } from '../../../shared/contract/evouchers/index.js';
import { badRequest, tooLarge, unprocessable } from '../../http/httpError.js';
import { SheetFileRefusal, csvTextLines, sheetFormat } from '../../services/sheets/sheetFile.js';
import { WorkbookRefusal, openWorkbook } from '../../services/uploads/workbook.js';
import { excelCell, parseSheetDate, splitCsvLine, type SheetCell } from '../../services/sheets/sheetCells.js';

const MB = 1024 * 1024;
const ACCEPTED = 'Send an Excel workbook (.xlsx) or a CSV file: one code per row, an optional expiry date beside it.';
const fileError = (message: string) => badRequest(`file: ${message}`, { file: message });
const asFileError = (error: unknown): never => {
  throw error instanceof SheetFileRefusal ? fileError(`${error.message} ${ACCEPTED}`) : error;
};

/** One row of the sheet with its line number (1 for the first line of the file). */
export interface SheetLine {
  line: number;
  cells: SheetCell[];
}

/** A code ready to store, with the line it came from. */
export interface GoodCode {
  line: number;
  code: string;
  expiryDate: string | null;
}

async function* csvLines(path: string, fileName: string): AsyncGenerator<SheetLine> {
  const lines = await readFile(path).then((bytes) => csvTextLines(bytes, fileName)).catch(asFileError);
  // The newline that ends the last row is no row of its own.
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  for (const [index, line] of lines.entries()) yield { line: index + 1, cells: splitCsvLine(line).map((cell) => (cell.trim() === '' ? null : cell)) };
}

/** The first worksheet, streamed (exceljs' reader after `openWorkbook` checked its sizes); empty rows between rows are blank lines. */
async function* xlsxLines(path: string, size: number, fileName: string): AsyncGenerator<SheetLine> {
  const workbook = await openWorkbook(path, size, { maxEntries: 1000, maxUnpackedBytes: 64 * MB, maxSharedStringsBytes: 16 * MB }).catch((error: unknown) => {
    if (!(error instanceof WorkbookRefusal)) throw error;
    if (error.statusCode === 400) throw fileError(`"${fileName}" is not an Excel workbook: ${error.message}. ${ACCEPTED}`);
    if (error.statusCode === 413) throw tooLarge(`file: "${fileName}" could not be read. ${error.message}`);
    throw unprocessable(`file: "${fileName}" could not be read. ${error.message}`);
  });
  const declared = workbook.worksheets[0]?.declaredRows ?? 0;
  if (declared > IMPORT_MAX_ROWS + 1) throw unprocessable(`file: "${fileName}" has ${declared.toLocaleString('en-US')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} codes are imported at once.`);
  const stream = workbook.stream();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
  try {
    for await (const worksheet of reader) {
      let last = 0;
      for await (const row of worksheet) {
        for (let blank = last + 1; blank < row.number; blank += 1) yield { line: blank, cells: [] };
        last = row.number;
        const values = row.values as ExcelJS.CellValue[];
        yield { line: row.number, cells: values.slice(1, 3).map(excelCell) };
      }
      return;
    }
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode) throw error;
    throw fileError(`"${fileName}" could not be read as an Excel workbook. ${ACCEPTED}`);
  } finally {
    stream.destroy();
  }
}

/**
 * The rows of an uploaded `.xlsx` or `.csv`, told apart by their content as well as their name
 * (a workbook is a zip; a CSV is text). `.xls` and anything else are refused.
 */
export async function sheetLines(path: string, fileName: string): Promise<AsyncGenerator<SheetLine>> {
  const { format, size } = await sheetFormat(path, fileName).catch(asFileError);
  return format === 'csv' ? csvLines(path, fileName) : xlsxLines(path, size, fileName);
}

const text = (cell: SheetCell | undefined): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());

/**
 * Judges each row: blank, malformed code or expiry, a code twice in the file (the later lines
 * are the duplicates). A first row whose first cell reads "code" is the header. Codes already
 * stored are judged by the caller, which reads the database.
 */
export async function judgeLines(lines: AsyncIterable<SheetLine>): Promise<{ good: GoodCode[]; rejections: ImportRejection[]; totalRows: number }> {
  const good: GoodCode[] = [];
  const rejections: ImportRejection[] = [];
  const firstLine = new Map<string, number>();
  let totalRows = 0;
  let first = true;
  for await (const { line, cells } of lines) {
    const raw = text(cells[0]);
    if (first && /^(e-?voucher )?codes?$/i.test(raw)) {
      first = false;
      continue;
    }
    first = false;
    totalRows += 1;
    if (totalRows > IMPORT_MAX_ROWS) throw unprocessable(`file: The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; import at most that many codes at once.`);
    const code = raw.toUpperCase();
    const expiryCell = cells[1];
    if (code === '') {
      rejections.push({ line, code: null, reason: text(expiryCell) === '' ? 'Blank row' : 'No code' });
      continue;
    }
    if (code.length < CODE_MIN || code.length > CODE_MAX || !CODE_PATTERN.test(code)) {
      rejections.push({ line, code: raw.slice(0, CODE_MAX + 10), reason: `Malformed code: ${CODE_RULE_TEXT}` });
      continue;
    }
    let expiryDate: string | null = null;
    if (text(expiryCell) !== '') {
      expiryDate = parseSheetDate(expiryCell ?? null);
      if (!expiryDate) {
        rejections.push({ line, code, reason: `Malformed expiry "${text(expiryCell).slice(0, 40)}": use yyyy-MM-dd` });
        continue;
      }
    }
    const earlier = firstLine.get(code);
    if (earlier !== undefined) {
      rejections.push({ line, code, reason: `Duplicate of line ${earlier}` });
      continue;
    }
    firstLine.set(code, line);
    good.push({ line, code, expiryDate });
  }
  return { good, rejections, totalRows };
}
