import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TpaImportResultSchema } from '../../../shared/contract/health-matrix/index.js';
import { newHealthInsurer } from '../../../tests/fixtures/health/healthInsurer.fixture.js';
import { buildTestServer, multipartForm, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { newId } from '../../db/ids.js';
import { healthTreeDb } from './health-matrix.tables.js';
import { TPA_SHEETS, writeTpaWorkbook, type SheetValues, type TpaSheetKey } from './tpaWorkbook.js';

const BASE = '/api/admin/health/healthmatrix';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

/** An insurer of its own per test, so imports do not meet each other's trees. */
const newCompany = () => newHealthInsurer(server.app.db, 'Workbook');

type Rows = { [K in TpaSheetKey]: Array<SheetValues<K>> };
const plan = (name: string, values: Partial<SheetValues<'plans'>> = {}): SheetValues<'plans'> => ({
  network: 'RN3', emirates: 'Dubai, Sharjah', plan: name, coPay: 10, scheme: 'Standard', basic: 'No', active: 'Yes', onRequest: 'No', ...values,
});
const row = (planName: string, values: Partial<SheetValues<'matrix'>> = {}): SheetValues<'matrix'> => ({
  network: 'RN3', emirates: 'Dubai, Sharjah', plan: planName, visaTypes: 'Self', ageFrom: 18, ageTo: 40, salaryFrom: null, salaryTo: null,
  gender: 'All', relation: 'Any relation', premium: 4250.5, maternity: 0, ...values,
});
const benefit = (planName: string, name: string, values: Partial<SheetValues<'benefits'>> = {}): SheetValues<'benefits'> => ({
  network: 'RN3', emirates: 'Dubai, Sharjah', plan: planName, benefit: name, enabled: 'Yes', limit: null, value: null, visits: null, reimbursement: null,
  timePeriod: null, coPayType: '', coPay: null, sessions: null, deductibleType: '', deductible: null, maxValue: null, coPayLimit: null, description: null, ...values,
});
/** A small rate sheet: one network in two cities, two plans, four matrix rows, three benefit values. */
const rateSheet = (): Rows => ({
  tpa: [{ tpaName: 'NAS' }],
  networks: [{ network: 'RN3' }, { network: 'GN+' }],
  cities: [{ network: 'RN3', emirates: 'Dubai, Sharjah' }, { network: 'GN+', emirates: 'Abu Dhabi' }],
  plans: [plan('Silver 10'), plan('Essential', { network: 'GN+', emirates: 'Abu Dhabi', scheme: 'Abu Dhabi basic plan', coPay: 20, basic: 'Yes' })],
  matrix: [
    row('Silver 10', { visaTypes: 'Parent', ageFrom: 0, ageTo: 99, gender: 'Female', relation: 'Mother', premium: 12_000, maternity: 0 }),
    row('Silver 10'), row('Silver 10', { ageFrom: 41, ageTo: 64, premium: 7800 }),
    row('Essential', { network: 'GN+', emirates: 'Abu Dhabi', ageFrom: 0, ageTo: 64, salaryFrom: 0, salaryTo: 5000, premium: 650, maternity: 120.25 }),
  ],
  benefits: [
    benefit('Silver 10', 'Annual limit', { limit: 1_000_000 }),
    benefit('Silver 10', 'Network', { value: 'RN3' }),
    benefit('Silver 10', 'Consultations (GP and specialist)', { limit: 2500.5, visits: 12, timePeriod: 'Per policy year', coPayType: 'Percentage', coPay: 10 }),
  ],
});

const importFile = (companyId: string | null, bytes: Buffer, fileName = 'rates.xlsx') => {
  const form = multipartForm(companyId === null ? {} : { companyId }, [{ field: 'tpa', name: fileName, bytes, type: XLSX }]);
  return server.injectAs(admin, { method: 'POST', url: `${BASE}/importtpa`, payload: form.payload, headers: form.headers });
};
const imported = async (companyId: string, bytes: Buffer) => {
  const response = await importFile(companyId, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return TpaImportResultSchema.parse(response.json());
};
const exported = async (tpaId: string) => {
  const response = await server.injectAs(admin, { method: 'POST', url: `${BASE}/${tpaId}/exporttpa` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  return response.rawPayload;
};
/** Every sheet's rows as plain values, for comparing two workbooks. */
async function sheetsOf(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return Object.fromEntries(workbook.worksheets.map((sheet) => [sheet.name, sheet.getSheetValues().filter(Boolean).map((values) => (values as unknown[]).slice(1))]));
}
const storedRows = async (companyId: string) => healthTreeDb(server.app.db).selectFrom('health_matrix_rows as m')
  .innerJoin('health_plans as p', 'p.id', 'm.plan_id').innerJoin('health_cities as c', 'c.id', 'p.city_id')
  .innerJoin('health_networks as n', 'n.id', 'c.network_id').innerJoin('health_tpas as t', 't.id', 'n.tpa_id')
  .select(['m.id', 'm.plan_id', 'p.plan_name', 'p.is_enable', 'm.premium_fils', 'm.maternity_amount_fils', 'm.updated_at']).where('t.company_id', '=', companyId).orderBy('m.seq').execute();

describe("a TPA's rate workbook", () => {
  it('imports a whole tree, exports it back unchanged, and changes nothing when the same file comes again', async () => {
    const companyId = await newCompany();
    const first = await imported(companyId, await writeTpaWorkbook(rateSheet()));
    expect(first.data).toMatchObject({
      applied: true, tpaName: 'NAS', totalRows: 14, rejected: 0, benefits: { written: 3, unchanged: 0 },
      networks: { created: 2, updated: 0, unchanged: 0 }, cities: { created: 2, updated: 0, unchanged: 0 }, plans: { created: 2, updated: 0, unchanged: 0 },
      matrices: { replaced: 2, unchanged: 0, rowsWritten: 4 },
    });
    const rows = await storedRows(companyId);
    expect(rows.map((stored) => [stored.plan_name, Number(stored.premium_fils), Number(stored.maternity_amount_fils)])).toEqual([
      ['Silver 10', 1_200_000, 0], ['Silver 10', 425_050, 0], ['Silver 10', 780_000, 0], ['Essential', 65_000, 12_025],
    ]);

    const file = await exported(first.data.tpaId!);
    expect(await sheetsOf(file)).toEqual(await sheetsOf(await writeTpaWorkbook(rateSheet())));
    const again = await imported(companyId, file);
    expect(again.data).toMatchObject({
      applied: true, tpaId: first.data.tpaId, networks: { created: 0, unchanged: 2 }, plans: { created: 0, updated: 0, unchanged: 2 },
      matrices: { replaced: 0, unchanged: 2, rowsWritten: 0 }, benefits: { written: 0, unchanged: 3 },
    });
    expect(again.message).toBe('NAS is already as the workbook has it: nothing changed');
    expect(await storedRows(companyId)).toEqual(rows);
    const values = await healthTreeDb(server.app.db).withTables<{ health_plan_benefits: { plan_id: string; benefit_id: string; limit_value: number; value: string | null; co_pay_value: number | null } }>()
      .selectFrom('health_plan_benefits').select(['benefit_id', 'limit_value', 'value', 'co_pay_value']).where('plan_id', '=', rows[0]!.plan_id).orderBy('benefit_id').execute();
    const networkId = (await healthTreeDb(server.app.db).selectFrom('health_networks').select('id').where('tpa_id', '=', first.data.tpaId!).where('network_name', '=', 'RN3').executeTakeFirstOrThrow()).id;
    expect(values.map((value) => [value.benefit_id, value.limit_value === null ? null : Number(value.limit_value), value.value, value.co_pay_value === null ? null : Number(value.co_pay_value)])).toEqual([
      ['annualLimit', 100_000_000, null, null], ['consultation', 250_050, null, 10], ['network', null, networkId, null],
    ]);

    // The same workbook under another insurer builds the same tree there.
    const other = await newCompany();
    const copied = await imported(other, file);
    expect(copied.data.tpaId).not.toBe(first.data.tpaId);
    expect(await sheetsOf(await exported(copied.data.tpaId!))).toEqual(await sheetsOf(file));
  });

  it("updates a changed plan and rewrites only the matrix that changed, keeping what the file leaves out", async () => {
    const companyId = await newCompany();
    const first = await imported(companyId, await writeTpaWorkbook(rateSheet()));
    const before = await storedRows(companyId);
    const sheet = rateSheet();
    sheet.plans[0] = plan('Silver 10', { active: 'No' });
    sheet.matrix[2] = row('Silver 10', { ageFrom: 41, ageTo: 64, premium: 8100 });
    // The Essential plan's rows stay; a plan the file leaves out is kept as it was.
    sheet.plans.splice(1, 1);
    sheet.matrix.splice(3, 1);
    const second = await imported(companyId, await writeTpaWorkbook(sheet));
    expect(second.data).toMatchObject({ applied: true, tpaId: first.data.tpaId, plans: { created: 0, updated: 1, unchanged: 0 }, matrices: { replaced: 1, unchanged: 0, rowsWritten: 3 } });
    const after = await storedRows(companyId);
    expect(after.filter((stored) => stored.plan_name === 'Essential')).toEqual(before.filter((stored) => stored.plan_name === 'Essential'));
    expect(after.filter((stored) => stored.plan_name === 'Silver 10').map((stored) => Number(stored.premium_fils))).toEqual([1_200_000, 425_050, 810_000]);
    expect(after.filter((stored) => stored.plan_name === 'Silver 10').map((stored) => Number(stored.is_enable))).toEqual([0, 0, 0]);
  });

  it('refuses a workbook with bad rows as a whole, naming each by sheet, line and reason', async () => {
    const companyId = await newCompany();
    const sheet = rateSheet();
    sheet.cities.push({ network: 'Unknown', emirates: 'Dubai' });
    sheet.cities.push({ network: 'RN3', emirates: 'Dubai, Mars' });
    sheet.plans.push(plan('Gold', { coPay: 12 }));
    sheet.plans.push(plan('Essential Dubai', { scheme: 'Dubai Essential Benefits Plan', network: 'GN+', emirates: 'Abu Dhabi' }));
    sheet.plans.push(plan('Silver 10'));
    sheet.matrix.push(row('Silver 10', { ageFrom: 30, ageTo: 50 }));
    sheet.matrix.push(row('Silver 10', { ageFrom: 70, ageTo: 65 }));
    sheet.matrix.push(row('Silver 10', { ageFrom: 65, ageTo: 70, premium: -5 }));
    sheet.matrix.push(row('Silver 10', { ageFrom: 65, ageTo: 70, premium: 10.005 }));
    sheet.matrix.push(row('Platinum', { ageFrom: 65, ageTo: 70 }));
    sheet.benefits.push(benefit('Silver 10', 'Teleportation'));
    sheet.benefits.push(benefit('Silver 10', 'Network', { value: 'Elsewhere' }));
    const response = await importFile(companyId, await writeTpaWorkbook(sheet));
    expect(response.statusCode).toBe(200);
    const report = TpaImportResultSchema.parse(response.json());
    expect(report.message).toBe('Nothing was imported: 12 rows are bad');
    expect(report.data).toMatchObject({ applied: false, tpaId: null, rejected: 12, plans: { created: 0 } });
    expect(report.data.rejections.map(({ sheet: name, line }) => `${name}:${line}`)).toEqual([
      'Cities:4', 'Cities:5', 'Plans:4', 'Plans:5', 'Plans:6', 'Matrix:6', 'Matrix:7', 'Matrix:8', 'Matrix:9', 'Matrix:10', 'Benefits:5', 'Benefits:6',
    ]);
    const reasons = report.data.rejections.map((rejection) => rejection.reason);
    expect(reasons[0]).toBe('Network "Unknown" is not on the Networks sheet');
    expect(reasons[1]).toMatch(/^Emirate must be one of: /);
    expect(reasons[2]).toMatch(/^Co-pay must be one of: /);
    expect(reasons[3]).toBe('A Dubai Essential Benefits Plan is sold in Dubai only: its city must include Dubai');
    expect(reasons[4]).toBe('Plan "Silver 10" of this city is already on line 2');
    expect(reasons[5]).toMatch(/^The row overlaps line 3 \(.*\) for the same visa type, gender and relation$/);
    expect(reasons[6]).toBe('Age to must not be below age from');
    expect(reasons[7]).toBe('Premium must be 0 or more');
    expect(reasons[8]).toBe('Premium has more decimals than fils: 10.005');
    expect(reasons[9]).toBe('Plan "Platinum" of this city is not on the Plans sheet');
    expect(reasons[10]).toBe('"Teleportation" is not a benefit of the benefits master');
    expect(reasons[11]).toBe('Choose a network of this insurer');
    expect(await storedRows(companyId)).toEqual([]);
    expect(await healthTreeDb(server.app.db).selectFrom('health_tpas').select('id').where('company_id', '=', companyId).execute()).toEqual([]);
  });

  it('names the missing sheets and columns of a workbook of another layout', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet(TPA_SHEETS.tpa.name).addRow(['TPA name']);
    workbook.addWorksheet(TPA_SHEETS.networks.name).addRow(['Network']);
    workbook.addWorksheet(TPA_SHEETS.cities.name).addRow(['Network', 'Emirates']);
    workbook.addWorksheet(TPA_SHEETS.matrix.name).addRow(['network', 'EMIRATES', 'Plan', 'Visa types', 'Age from', 'Gender', 'Relation', 'Premium (AED)']);
    const response = await importFile(await newCompany(), Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.tpa).toBe(
      'The workbook is not a TPA rate workbook: it lacks the sheet "Plans"; the columns "Age to", "Salary from (AED)", "Salary to (AED)", "Maternity premium (AED)" on the sheet "Matrix". Export a TPA to get the layout.',
    );
  });

  it('refuses a CSV, a file that is no workbook, an unknown insurer and a form without one, and an unknown TPA to export', async () => {
    const bytes = await writeTpaWorkbook(rateSheet());
    const csv = await importFile(await newCompany(), Buffer.from('Network\nRN3\n'), 'rates.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json<{ message: string }>().message).toMatch(/^tpa: "rates\.csv" is a CSV file: a TPA has several sheets/);
    const renamed = await importFile(await newCompany(), Buffer.from('not a zip at all'), 'rates.xlsx');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ message: string }>().message).toMatch(/^tpa: "rates\.xlsx" is not an Excel workbook/);
    const unknown = await importFile(newId(), bytes);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ companyId: 'Choose an existing insurance company' });
    const without = await importFile(null, bytes);
    expect(without.statusCode).toBe(400);
    expect(Object.keys(without.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toEqual(['companyId']);
    const missing = await server.injectAs(admin, { method: 'POST', url: `${BASE}/${newId()}/exporttpa` });
    expect(missing.statusCode).toBe(404);
  });
});
