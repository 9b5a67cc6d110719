import ExcelJS from 'exceljs';
import type { CheckedWorkbook } from '../uploads/workbook.js';
import { excelCell, type SheetCell } from './sheetCells.js';

/** A worksheet read whole: its name and its non-empty rows, each with its line (1 for the first). */
export interface SheetTable {
  name: string;
  rows: Array<{ line: number; cells: SheetCell[] }>;
}

/**
 * Every worksheet of a checked workbook, streamed through exceljs' reader (the checked stream
 * holds only the parts it measured) and kept as plain cells, for a workbook of several sheets
 * read by name. `maxRows` bounds all the sheets together; past it `onTooMany` says why.
 *
 * @example const sheets = await workbookSheets(await openWorkbook(path, size, limits), 200_000, () => tooLarge('…'));
 */
export async function workbookSheets(workbook: CheckedWorkbook, maxRows: number, onTooMany: () => Error): Promise<SheetTable[]> {
  const stream = workbook.stream();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
  const sheets: SheetTable[] = [];
  let total = 0;
  try {
    for await (const worksheet of reader) {
      const sheet: SheetTable = { name: (worksheet as unknown as { name: string }).name, rows: [] };
      sheets.push(sheet);
      for await (const row of worksheet) {
        total += 1;
        if (total > maxRows) throw onTooMany();
        sheet.rows.push({ line: row.number, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(excelCell) });
      }
    }
  } finally {
    stream.destroy();
  }
  return sheets;
}
