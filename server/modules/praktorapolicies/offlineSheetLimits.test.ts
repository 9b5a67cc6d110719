import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SHEET_MAX_ROWS, type OfflineUploadReport } from '../../../shared/contract/praktorapolicies/index.js';
import { buildTestServer, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { buildZip, repeatedDeflate } from '../../../tests/fixtures/uploads/zipFixture.js';
import { HEADER, goodRow, sheetXml, workbookEntries, xlsx } from '../../../tests/fixtures/praktorapolicies/offlineSheet.fixture.js';
import { OFFLINE_SHEET_MAX_COLUMNS, OFFLINE_WORKBOOK_LIMITS } from './offlineSheet.js';

/**
 * Spreadsheet bombs and very large sheets (issue 12, item 5): refused before they are parsed,
 * quickly and within bounded memory, while the server keeps answering other requests.
 */

const URL = '/api/admin/autoofflinepolicy/uploadofflinepoliciespraktora';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;
const GB = 1024 * MB;
/** The most a refused upload may raise the server's memory by. */
const MEMORY_BOUND = 100 * MB;

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

function upload(bytes: Buffer, fileName = 'policies.xlsx') {
  const form = multipartFile('OfflineSheet', fileName, bytes, XLSX_TYPE);
  return server.injectAs(admin, { method: 'POST', url: URL, payload: form.payload, headers: form.headers });
}

/** How long `work` took and how far it raised the process's resident memory at its peak (sampled every 5 ms). */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; rise: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const start = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - start, rise: Math.max(peak, process.memoryUsage().rss) - before };
  } finally {
    clearInterval(sample);
  }
}

async function offlinePolicies(): Promise<number> {
  const { n } = await server.app.db.selectFrom('offline_policies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

function tempFiles(): string[] {
  const dir = join(server.dataDir, 'files', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A megabyte of worksheet XML: one row, then the whitespace a bomb is padded with. */
function rowsMegabyte(): Buffer {
  return Buffer.from('<row><c t="inlineStr"><is><t>POLICY</t></is></c></row>'.padEnd(MB, ' '));
}

/** A fixture row as a worksheet of inline text holds it: dates as ISO days. */
function textRow(row: unknown[]): Array<string | null> {
  return row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === 'string' || typeof cell === 'number' ? String(cell) : null));
}

describe('spreadsheet bombs', () => {
  it('builds its bombs small: a megabyte of deflate that unpacks to a gigabyte', () => {
    const sample = repeatedDeflate(rowsMegabyte(), 3);
    expect(inflateRawSync(sample).equals(Buffer.concat([rowsMegabyte(), rowsMegabyte(), rowsMegabyte()]))).toBe(true);
    expect(repeatedDeflate(rowsMegabyte(), 1024).length).toBeLessThan(2 * MB);
  });

  it('refuses a 1 MB workbook whose sheet unpacks to 1 GB, as its directory says, in a moment and without the memory', async () => {
    const bomb = buildZip(workbookEntries({ deflated: repeatedDeflate(rowsMegabyte(), 1024), declaredSize: GB }));
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = await offlinePolicies();
    const { result, ms, rise } = await measured(() => upload(bomb));
    expect(result.statusCode, result.body).toBe(413);
    expect(result.json().message).toBe('OfflineSheet: "policies.xlsx" could not be read. The workbook unpacks to 1024 MB; at most 64 MB are read. Split it into smaller sheets.');
    expect(ms).toBeLessThan(1000);
    expect(rise).toBeLessThan(MEMORY_BOUND);
    expect(await offlinePolicies()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a workbook whose directory says 10 KB but whose sheet inflates to 1 GB, as soon as it passes 10 KB', async () => {
    const liar = buildZip(workbookEntries({ deflated: repeatedDeflate(rowsMegabyte(), 1024), declaredSize: 10 * 1024 }));
    const { result, ms, rise } = await measured(() => upload(liar));
    expect(result.statusCode, result.body).toBe(422);
    expect(result.json().message).toBe('OfflineSheet: "policies.xlsx" could not be read. The workbook entry "xl/worksheets/sheet1.xml" is larger than its directory says.');
    expect(ms).toBeLessThan(1000);
    expect(rise).toBeLessThan(MEMORY_BOUND);
    expect(tempFiles()).toEqual([]);
  });

  it('never reads a bomb hidden in front of the entries the directory lists', async () => {
    const hidden = { name: 'xl/worksheets/sheet1.xml', deflated: repeatedDeflate(rowsMegabyte(), 1024), declaredSize: GB };
    const sheet = sheetXml([HEADER, textRow(goodRow('HIDDEN-1'))]);
    const zip = buildZip(workbookEntries({ data: sheet, deflate: true }), { hidden: [hidden] });
    const { result, ms, rise } = await measured(() => upload(zip));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json<{ data: OfflineUploadReport }>().data).toMatchObject({ totalRows: 1, saved: 1, rejected: 0 });
    expect(ms).toBeLessThan(2000);
    expect(rise).toBeLessThan(MEMORY_BOUND);
  });

  it("refuses shared strings larger than a sheet's text could need, before reading them", async () => {
    const entries = workbookEntries({ data: sheetXml([HEADER]), deflate: true });
    const strings = { name: 'xl/sharedStrings.xml', deflated: repeatedDeflate(rowsMegabyte(), 20), declaredSize: 20 * MB };
    const response = await upload(buildZip([...entries, strings]));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toBe(`OfflineSheet: "policies.xlsx" could not be read. The workbook's text cells unpack to 20 MB; at most ${OFFLINE_WORKBOOK_LIMITS.maxSharedStringsBytes / MB} MB are read. Split it into smaller sheets.`);
  });
});

describe('row and column limits', () => {
  it('refuses a sheet whose dimension declares too many rows before reading one', async () => {
    const sheet = sheetXml([HEADER, textRow(goodRow('DIM-1'))], { dimension: `A1:L${OFFLINE_SHEET_MAX_ROWS + 50}` });
    const response = await upload(buildZip(workbookEntries({ data: sheet, deflate: true })));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(`OfflineSheet: The sheet has ${(OFFLINE_SHEET_MAX_ROWS + 49).toLocaleString('en-US')} rows; at most 20,000 can be uploaded at once. Split it into smaller sheets.`);
  });

  it('stops reading a sheet without a dimension at the first row too many', async () => {
    const rows = [HEADER, ...Array.from({ length: OFFLINE_SHEET_MAX_ROWS + 20 }, (_, index) => textRow(goodRow(`ROW-${index}`)))];
    const response = await upload(buildZip(workbookEntries({ data: sheetXml(rows), deflate: true })));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe('OfflineSheet: The sheet has more than 20,010 rows; at most 20,000 can be uploaded at once. Split it into smaller sheets.');
  }, 30_000);

  it(`refuses a value beyond column ${OFFLINE_SHEET_MAX_COLUMNS}, and takes one in it`, async () => {
    const letters = (index: number) => {
      let name = '';
      for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
      return name;
    };
    const row = (policyNo: string, lastColumn: number) => {
      const cells: Array<string | null> = Array.from({ length: lastColumn + 1 }, () => null);
      cells[0] = policyNo;
      cells[1] = '2025-01-01';
      cells[2] = '2025-12-31';
      cells[lastColumn] = 'far';
      return cells;
    };
    const header = ['POLICYNO', 'STARTDATE', 'EXPIRYDATE'];
    const inside = await upload(buildZip(workbookEntries({ data: sheetXml([header, row('COL-1', OFFLINE_SHEET_MAX_COLUMNS - 1)], { columnOf: letters }), deflate: true })));
    expect(inside.statusCode, inside.body).toBe(200);
    const beyond = await upload(buildZip(workbookEntries({ data: sheetXml([header, row('COL-2', 16_383)], { columnOf: letters }), deflate: true })));
    expect(beyond.statusCode, beyond.body).toBe(422);
    expect(beyond.json().message).toBe('OfflineSheet: Row 2 has a value in column XFD; a sheet may use at most 256 columns (A to IV).');
  });
});

/** CPU time the main thread has used, in ms: Linux tells it per thread; elsewhere the whole process's is the nearest. */
function mainThreadCpuMs(): number {
  try {
    // utime and stime, fields 14 and 15, in clock ticks of 10 ms, after the command name in parentheses.
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'latin1').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

/**
 * The longest stretch the event loop was held, in the main thread's CPU time: a timer that should
 * fire every 10 ms notes that time each time it does, and the largest difference is the longest
 * run of work nothing could interrupt. CPU time, not wall time, so other programs on a loaded
 * machine do not count, nor do the threads that inflate or collect garbage beside the loop.
 */
function loopHolds() {
  let last = mainThreadCpuMs();
  let longestMs = 0;
  const timer = setInterval(() => {
    const now = mainThreadCpuMs();
    longestMs = Math.max(longestMs, now - last);
    last = now;
  }, 10);
  return { stop: () => (clearInterval(timer), longestMs) };
}

describe('a large legitimate sheet', () => {
  it('is read and checked in chunks: /api/health answers all along while 20,000 rows are read', async () => {
    // All or nothing, with the last row bad: everything is received, unpacked, read and checked, and nothing saved.
    const rows = Array.from({ length: OFFLINE_SHEET_MAX_ROWS }, (_, index) => goodRow(`BULK-${index}`, index === OFFLINE_SHEET_MAX_ROWS - 1 ? { FCPREMIUM: 'twelve' } : {}));
    const sheet = await xlsx([HEADER, ...rows]);
    const form = multipartFile('OfflineSheet', 'bulk.xlsx', sheet, XLSX_TYPE);
    const holds = loopHolds();
    let done = false;
    const uploading = server.injectAs(admin, { method: 'POST', url: `${URL}?mode=all-or-nothing`, payload: form.payload, headers: form.headers })
      .finally(() => (done = true));
    let answered = 0;
    while (!done) {
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      if (!done) answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const longestMs = holds.stop();
    const response = await uploading;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/^Nothing was saved: 1 row rejected\. Row 20001, FCPREMIUM: /);
    // Health was answered all along, and no part of reading or checking held the loop for long.
    expect(answered).toBeGreaterThan(20);
    expect(longestMs).toBeLessThan(400);
  }, 120_000);
});
