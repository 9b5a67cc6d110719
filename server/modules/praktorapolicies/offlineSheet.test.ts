import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../../tests/fixtures/uploads/zipFixture.js';
import { SheetError, parseAmountFils, readOfflineSheet as readFromDisk } from './offlineSheet.js';
import { HEADER, goodRow, xlsx } from '../../../tests/fixtures/praktorapolicies/offlineSheet.fixture.js';

let dir: string;
let written = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brokerdesk-sheet-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** Reads a sheet as the upload does: from the file it was received to. */
async function readOfflineSheet(bytes: Buffer, fileName: string) {
  const path = join(dir, `sheet-${++written}`);
  await writeFile(path, bytes);
  return readFromDisk(path, fileName);
}

async function sheetError(promise: Promise<unknown>): Promise<SheetError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(SheetError);
  return error as SheetError;
}

describe('parseAmountFils', () => {
  it.each([
    [1250.5, 125_050],
    ['1,250.50', 125_050],
    ['AED 950', 95_000],
    [0, 0],
    [1050.0000000002, 105_000],
  ])('reads %s as %i fils', (value, fils) => {
    expect(parseAmountFils(value)).toEqual({ fils });
  });

  it.each(['12.345', 'abc', '1.2.3', -5])('refuses %s', (value) => {
    expect(parseAmountFils(value)).toHaveProperty('reason');
  });
});

describe('readOfflineSheet', () => {
  it('reads good rows: list columns lifted out, every column kept under its upper-case name, dates as days', async () => {
    const bytes = await xlsx([HEADER, goodRow('P-1001'), goodRow('P-1002', { STARTDATE: '01/02/2025', EXPIRYDATE: '2026-01-31', TELEPHONE1: '+44 20 7946 0958', FCPREMIUM: 'AED 2,000' })]);
    const sheet = await readOfflineSheet(bytes, 'offline.xlsx');
    expect(sheet.rejections).toEqual([]);
    expect(sheet.totalRows).toBe(2);
    expect(sheet.rows[0]).toMatchObject({
      row: 2, policyNo: 'P-1001', vehicleNo: 'DXB A 12345', customerName: 'Omar Haddad', mobile: '501234567', insurerName: 'Orient Insurance',
      customerType: 'Individual', premiumFils: 125_050, policyClass: 'Motor Comprehensive', startDate: '2025-01-15', expiryDate: '2026-01-14',
    });
    expect(sheet.rows[0]!.columns.map((column) => column.name)).toEqual([...HEADER.slice(0, 11), 'RENEWAL']);
    expect(sheet.rows[0]!.columns).toContainEqual({ name: 'STARTDATE', value: '2025-01-15', type: 'date' });
    expect(sheet.rows[0]!.columns).toContainEqual({ name: 'VAT', value: 62.53, type: 'number' });
    expect(sheet.rows[0]!.columns).toContainEqual({ name: 'RENEWAL', value: 'No', type: 'text' });
    expect(sheet.rows[1]).toMatchObject({ startDate: '2025-02-01', expiryDate: '2026-01-31', mobile: '+44 20 7946 0958', premiumFils: 200_000 });
  });

  it('reports each bad field with its row, column and reason, and keeps the good rows', async () => {
    const bytes = await xlsx([
      HEADER,
      goodRow('P-1'),
      goodRow('', {}),
      goodRow('P-3', { FCPREMIUM: 'twelve' }),
      goodRow('P-4', { STARTDATE: '31/02/2025' }),
      goodRow('P-5', { STARTDATE: '10/05/2025', EXPIRYDATE: '09/05/2025' }),
      goodRow('P-6', { EXPIRYDATE: null }),
      goodRow('P-1'),
      goodRow('P-8', { FCPREMIUM: 'x', EXPIRYDATE: 'never' }),
    ]);
    const sheet = await readOfflineSheet(bytes, 'offline.xlsx');
    expect(sheet.rows.map((row) => row.policyNo)).toEqual(['P-1']);
    expect(sheet.totalRows).toBe(8);
    expect(sheet.rejectedRows).toBe(7);
    expect(sheet.rejections).toEqual([
      { row: 3, policyNo: null, field: 'POLICYNO', reason: 'POLICYNO is missing' },
      { row: 4, policyNo: 'P-3', field: 'FCPREMIUM', reason: '"twelve" is not an amount in AED (digits, up to two decimals)' },
      { row: 5, policyNo: 'P-4', field: 'STARTDATE', reason: '"31/02/2025" is not a date (dd/MM/yyyy, yyyy-MM-dd or an Excel date)' },
      { row: 6, policyNo: 'P-5', field: 'EXPIRYDATE', reason: 'The expiry date 09/05/2025 is before the start date 10/05/2025' },
      { row: 7, policyNo: 'P-6', field: 'EXPIRYDATE', reason: 'EXPIRYDATE is missing' },
      { row: 8, policyNo: 'P-1', field: 'POLICYNO', reason: 'POLICYNO P-1 already appears on row 2' },
      { row: 9, policyNo: 'P-8', field: 'EXPIRYDATE', reason: '"never" is not a date (dd/MM/yyyy, yyyy-MM-dd or an Excel date)' },
      { row: 9, policyNo: 'P-8', field: 'FCPREMIUM', reason: '"x" is not an amount in AED (digits, up to two decimals)' },
    ]);
  });

  it('finds the header under title rows, on the first sheet with content, ignoring case and spacing', async () => {
    const bytes = await xlsx([['Praktora offline policies, March'], [], ['Policy No', 'Start Date', 'expiry_date'], ['P-9', 45721, '2026-03-04']], { emptyFirstSheet: true });
    const sheet = await readOfflineSheet(bytes, 'march.xlsx');
    expect(sheet.rows).toEqual([expect.objectContaining({ row: 4, policyNo: 'P-9', startDate: '2025-03-05', expiryDate: '2026-03-04', premiumFils: null, vehicleNo: null })]);
    expect(sheet.rows[0]!.columns.map((column) => column.name)).toEqual(['POLICY NO', 'START DATE', 'EXPIRY_DATE']);
  });

  it('reads formula results and rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Policies');
    sheet.addRow(['POLICYNO', 'FCPREMIUM', 'STARTDATE', 'EXPIRYDATE']);
    sheet.addRow([{ richText: [{ text: 'P-' }, { text: '77' }] }, { formula: '1000*1.05', result: 1050 }, new Date(Date.UTC(2025, 5, 1)), new Date(Date.UTC(2026, 4, 31))]);
    const parsed = await readOfflineSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'f.xlsx');
    expect(parsed.rows[0]).toMatchObject({ policyNo: 'P-77', premiumFils: 105_000, startDate: '2025-06-01', expiryDate: '2026-05-31' });
  });

  it('reads a CSV file with quoted cells and text dates', async () => {
    const csv = 'POLICYNO,CUSTOMER NAME,FCPREMIUM,STARTDATE,EXPIRYDATE\r\nC-1,"Haddad, Omar","1,200.00",01/03/2025,28/02/2026\r\n\r\n';
    const sheet = await readOfflineSheet(Buffer.from(csv), 'offline.csv');
    expect(sheet.rows).toEqual([expect.objectContaining({ row: 2, policyNo: 'C-1', customerName: 'Haddad, Omar', premiumFils: 120_000, startDate: '2025-03-01', expiryDate: '2026-02-28' })]);
  });

  it('refuses an empty sheet, a sheet without a header, a header lacking a required column, and a header without rows', async () => {
    expect((await sheetError(readOfflineSheet(await xlsx([]), 'empty.xlsx'))).message).toMatch(/^The sheet is empty/);
    const noHeader = await sheetError(readOfflineSheet(await xlsx([['P-1', '01/01/2025', '01/01/2026']]), 'nohead.xlsx'));
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.message).toBe('No header row naming POLICYNO was found in the first 10 rows. The header must name POLICYNO, STARTDATE, EXPIRYDATE.');
    const lacking = await sheetError(readOfflineSheet(await xlsx([['POLICYNO', 'STARTDATE'], ['P-1', '01/01/2025']]), 'lacking.xlsx'));
    expect(lacking.message).toBe('The header row (row 1) lacks EXPIRYDATE. The header must name POLICYNO, STARTDATE, EXPIRYDATE.');
    const headerOnly = await sheetError(readOfflineSheet(await xlsx([HEADER]), 'header.xlsx'));
    expect(headerOnly.message).toBe('The sheet has a header (row 1) but no policy rows under it.');
  });

  it('refuses an old .xls file, a zip that is not a workbook, and a file whose content does not match its name', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const old = await sheetError(readOfflineSheet(xls, 'old.xls'));
    expect(old.statusCode).toBe(400);
    expect(old.message).toMatch(/Save the sheet as \.xlsx/);
    expect((await sheetError(readOfflineSheet(xls, 'renamed.xlsx'))).message).toMatch(/Save the sheet as \.xlsx/);

    const zip = buildZip([{ name: 'readme.txt', data: Buffer.from('not a workbook'), deflate: true }]);
    const notWorkbook = await sheetError(readOfflineSheet(zip, 'fake.xlsx'));
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.message).toMatch(/^"fake\.xlsx" (could not be read as|is not) an Excel workbook/);

    const pdf = await sheetError(readOfflineSheet(Buffer.from('%PDF-1.4 not a sheet'), 'policy.xlsx'));
    expect(pdf.message).toBe('"policy.xlsx" is not an Excel workbook: its content does not match its name. Upload an Excel workbook (.xlsx) or a CSV file.');
    expect((await sheetError(readOfflineSheet(Buffer.from('%PDF-1.4'), 'policy.pdf'))).message).toMatch(/is not a spreadsheet/);
  });

  it('refuses a sheet with more rows than one upload may carry', async () => {
    const rows = Array.from({ length: 20_001 }, (_, index) => [`P-${index}`, '01/01/2025', '01/01/2026']);
    const csv = ['POLICYNO,STARTDATE,EXPIRYDATE', ...rows.map((row) => row.join(','))].join('\n');
    const error = await sheetError(readOfflineSheet(Buffer.from(csv), 'big.csv'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('The sheet has 20,001 rows; at most 20,000 can be uploaded at once. Split it into smaller sheets.');
  });
});
