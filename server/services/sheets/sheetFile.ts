import { open } from 'node:fs/promises';
import { sniffType } from '../uploads/fileTypes.js';

export type SheetFormat = 'csv' | 'xlsx';

/** Why an uploaded file is no sheet BrokerDesk reads; the caller adds what it accepts. Always a 400. */
export class SheetFileRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetFileRefusal';
  }
}

const XLS_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The format of an uploaded sheet, received to the file at `path`: told by its name and confirmed
 * by its first bytes (a workbook is a zip; a CSV is not). An old Excel (.xls) file is refused with
 * the way out, since exceljs cannot read the binary format.
 *
 * @example const { format, size } = await sheetFormat(part.path, part.fileName);
 */
export async function sheetFormat(path: string, fileName: string): Promise<{ format: SheetFormat; size: number }> {
  const head = Buffer.alloc(XLS_SIGNATURE.length);
  const file = await open(path, 'r');
  let size: number;
  try {
    size = (await file.stat()).size;
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xls') || head.equals(XLS_SIGNATURE)) {
    throw new SheetFileRefusal(`"${fileName}" is an old Excel (.xls) file. Save the sheet as .xlsx (Excel Workbook) and upload it again: the old Excel 97-2003 (.xls) format cannot be read.`);
  }
  if (size === 0) throw new SheetFileRefusal(`"${fileName}" is empty.`);
  const zip = sniffType(head) === 'zip';
  if (lower.endsWith('.csv')) {
    if (zip) throw new SheetFileRefusal(`"${fileName}" is not a text CSV file: its content does not match its name.`);
    return { format: 'csv', size };
  }
  if (!lower.endsWith('.xlsx')) throw new SheetFileRefusal(`"${fileName}" is not a spreadsheet.`);
  if (!zip) throw new SheetFileRefusal(`"${fileName}" is not an Excel workbook: its content does not match its name.`);
  return { format: 'xlsx', size };
}

/**
 * The lines of a CSV, read whole (the upload limits keep it small) as UTF-8 without its byte-order
 * mark. A NUL byte among the first 4 KB tells a binary file renamed `.csv`.
 */
export function csvTextLines(bytes: Buffer, fileName: string): string[] {
  if (bytes.subarray(0, 4096).includes(0)) throw new SheetFileRefusal(`"${fileName}" is not a text CSV file: its content does not match its name.`);
  return bytes.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
}
