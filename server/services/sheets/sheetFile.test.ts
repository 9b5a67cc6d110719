import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetFileRefusal, csvTextLines, sheetFormat } from './sheetFile.js';

const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const XLS_HEAD = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sheet-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function formatOf(bytes: Buffer, fileName: string) {
  const path = join(dir, `${Math.random()}`);
  await writeFile(path, bytes);
  return sheetFormat(path, fileName);
}
const refusalOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('sheetFormat', () => {
  it('takes a text .csv and a zipped .xlsx, whatever the case of their names', async () => {
    expect(await formatOf(Buffer.from('code\nEV1'), 'Codes.CSV')).toEqual({ format: 'csv', size: 8 });
    expect(await formatOf(Buffer.concat([ZIP_HEAD, Buffer.alloc(20)]), 'codes.xlsx')).toEqual({ format: 'xlsx', size: 28 });
  });

  it('refuses an old .xls by its name or by its first bytes, with the way out', async () => {
    for (const name of ['old.xls', 'renamed.xlsx']) {
      const refusal = await refusalOf(formatOf(Buffer.concat([XLS_HEAD, Buffer.alloc(8)]), name));
      expect(refusal).toBeInstanceOf(SheetFileRefusal);
      expect((refusal as Error).message).toMatch(/Save the sheet as \.xlsx/);
    }
  });

  it('refuses an empty file, a workbook named .csv, a non-zip named .xlsx and any other name', async () => {
    expect(((await refusalOf(formatOf(Buffer.alloc(0), 'codes.csv'))) as Error).message).toBe('"codes.csv" is empty.');
    expect(((await refusalOf(formatOf(Buffer.concat([ZIP_HEAD, Buffer.alloc(8)]), 'codes.csv'))) as Error).message).toMatch(/content does not match its name/);
    expect(((await refusalOf(formatOf(Buffer.from('%PDF-1.4'), 'codes.xlsx'))) as Error).message).toBe('"codes.xlsx" is not an Excel workbook: its content does not match its name.');
    expect(((await refusalOf(formatOf(Buffer.from('%PDF-1.4'), 'codes.pdf'))) as Error).message).toBe('"codes.pdf" is not a spreadsheet.');
  });
});

describe('csvTextLines', () => {
  it('drops the byte-order mark and splits on either line ending', () => {
    expect(csvTextLines(Buffer.from('\uFEFFcode\r\nEV1\nEV2'), 'a.csv')).toEqual(['code', 'EV1', 'EV2']);
  });

  it('refuses a binary file renamed .csv', () => {
    expect(() => csvTextLines(Buffer.from([0x41, 0x00, 0x42]), 'a.csv')).toThrow(SheetFileRefusal);
  });
});
