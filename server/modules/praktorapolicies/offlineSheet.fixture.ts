import ExcelJS from 'exceljs';

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
