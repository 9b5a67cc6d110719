import ExcelJS from 'exceljs';
import type { FixtureEntry } from '../../services/uploads/zipFixture.js';

/** Test sheets: real .xlsx workbooks written by exceljs. */

export const HEADER = ['POLICYNO', 'VNO', 'CUSTOMER NAME', 'TELEPHONE1', 'INSNAME', 'CUSTOMERTYPE', 'FCPREMIUM', 'POLICY CLASS', 'STARTDATE', 'EXPIRYDATE', 'VAT', 'Renewal'];

/** A real .xlsx workbook built with exceljs: the rows as given, the first one usually the header. */
export async function xlsx(rows: unknown[][], options: { sheetName?: string; emptyFirstSheet?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (options.emptyFirstSheet) workbook.addWorksheet('Notes');
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Policies');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function goodRow(policyNo: string, overrides: Partial<Record<(typeof HEADER)[number], unknown>> = {}): unknown[] {
  const base: Record<string, unknown> = {
    POLICYNO: policyNo, VNO: 'DXB A 12345', 'CUSTOMER NAME': 'Omar Haddad', TELEPHONE1: '050 123 4567', INSNAME: 'Orient Insurance',
    CUSTOMERTYPE: 'Individual', FCPREMIUM: 1250.5, 'POLICY CLASS': 'Motor Comprehensive',
    STARTDATE: new Date(Date.UTC(2025, 0, 15)), EXPIRYDATE: new Date(Date.UTC(2026, 0, 14)), VAT: 62.53, Renewal: 'No',
    ...overrides,
  };
  return HEADER.map((name) => base[name]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A worksheet's XML as a writer other than exceljs might lay it out: text cells inline, the
 * `<dimension>` only when given (it may then say anything), each row at its own row number.
 */
export function sheetXml(rows: Array<Array<string | null>>, options: { dimension?: string; columnOf?: (index: number) => string } = {}): Buffer {
  const column = options.columnOf ?? ((index: number) => String.fromCharCode(65 + index));
  const body = rows.map((cells, index) => `<row r="${index + 1}">${cells.map((cell, at) => (cell === null ? ''
    : `<c r="${column(at)}${index + 1}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`)).join('')}</row>`).join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${options.dimension ? `<dimension ref="${options.dimension}"/>` : ''}<sheetData>${body}</sheetData></worksheet>`);
}

/** The parts of a minimal `.xlsx` around one worksheet entry (its data given, or a bomb's deflate stream). */
export function workbookEntries(sheet: Omit<FixtureEntry, 'name'>): FixtureEntry[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), deflate: true },
    { name: 'xl/workbook.xml', data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Policies" sheetId="1" r:id="rId1"/></sheets></workbook>`), deflate: true },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'), deflate: true },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}
