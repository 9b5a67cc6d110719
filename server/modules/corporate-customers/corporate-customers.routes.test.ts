import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import {
  AT_LEAST_ONE_LINE, RENEWAL_IN_PAST, AgentNamesResultSchema, CompanyPlansResultSchema, CorporateProposerResultSchema, CustomerNamesResultSchema, InsurerNamesResultSchema, corporateCustomersResource,
} from '../../../shared/contract/corporate-customers/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Extraction, ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { CorporateFilesUploadResultSchema } from '../../../shared/contract/corporate-customers/index.js';
import { RecordFilesResultSchema } from '../../../shared/kit/recordFiles.js';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, cutShort } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { buildTestServer, createTestAccount, multipartForm, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { HttpError } from '../../http/httpError.js';
import type { DocumentReader } from '../../services/ocr/documentReader.types.js';

const BASE = '/api/admin/businesslines';
const Result = detailResultSchema(corporateCustomersResource.schemas.record);
const List = listResultSchema(corporateCustomersResource.schemas.record);

let server: TestServer;
let admin: string;
let agentId: string;
/** What the document reader was asked to read; it finds a licence's fields in any file. */
const readings: Array<{ type: ScannedDocumentType; mimeType: string }> = [];
/** Set to make the reader refuse the next file, as it refuses an image too small to read. */
let refuseNext = false;
const reader: DocumentReader = {
  read: (type, file) => {
    readings.push({ type, mimeType: file.mimeType });
    if (refuseNext) {
      refuseNext = false;
      return Promise.reject(new HttpError(422, 'The image is too small to read'));
    }
    const extraction: Extraction = { documentType: type, read: true, fields: { companyName: 'Falcon Logistics LLC', licenceNo: 'CN-1234567', expiryDate: '2027-06-30' }, owners: {}, confidence: 90 };
    return Promise.resolve(extraction);
  },
  close: () => Promise.resolve(),
};

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 }, documentReader: reader });
  admin = await server.login();
  agentId = (await createTestAccount(server.app, { email: 'corporate-agent@brokerdesk.test' })).id;
});
afterAll(async () => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });
const row = { currentInsurer: 'Oman Insurance', existingBroker: 'Gulf Brokers', renewalDate: '2027-03-01', probability: '4' };
let made = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: `Falcon Logistics ${++made} LLC`, emirates: 'Dubai', industry: 'Transportation and Logistics', source: 'Direct',
  contactPersons: [{ personName: 'Mariam Haddad', email: 'mariam@falcon.ae', mobileNumber: '501234567', position: 'Finance manager' }],
  carFleetInsurance: true, carFleet: [{ ...row, noOfCars: 40 }],
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${BASE}/createbusinesslines`, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return Result.parse(response.json()).data;
};
/** An edit gives the required fields (the kit's partial edit) and the ones it changes. */
const required = (customer: { fullName: string; contactPersons: unknown }) => ({ fullName: customer.fullName, contactPersons: customer.contactPersons });
const list = async (query: string, filters?: object) => List.parse((await send('POST', `${BASE}/getallbusinesslines${query}`, filters)).json());

describe('corporate customers', () => {
  it("keeps a contact's and a row's optional fields left out as empty, not a server error", async () => {
    const customer = await create({
      fullName: 'Sand Dune Logistics', contactPersons: [{ personName: 'Omar Nasser', mobileNumber: '501234568', position: 'Owner' }],
      carFleet: [{ currentInsurer: 'Oman Insurance', renewalDate: '2027-03-01' }],
    });
    expect(customer.contactPersons[0]).toMatchObject({ personName: 'Omar Nasser', email: null });
    expect(customer.carFleet[0]).toMatchObject({ currentInsurer: 'Oman Insurance', existingBroker: null });
  });

  it('creates a customer with contact persons and two lines of business, each row Quoting until changed, and reads it back', async () => {
    const customer = await create({
      fullName: 'Desert Rose Hospitality', healthInsurance: true,
      health: [{ ...row, groupSize: 3, noOfPeople: 120, type: 'Basic & Enhance' }],
      source: 'Agents', agentId,
    });
    expect(customer).toMatchObject({ fullName: 'Desert Rose Hospitality', emirates: 'Dubai', source: 'Agents', agentId, agentName: 'Test Account', carFleetInsurance: true, healthInsurance: true, generalInsurance: false });
    expect(customer.carFleet).toEqual([{ ...row, currentInsurerYears: 0, existingBrokerYears: 0, noOfCars: 40, status: 'Quoting' }]);
    expect(customer.health[0]).toMatchObject({ noOfPeople: 120, groupSize: 3, type: 'Basic & Enhance', status: 'Quoting' });
    expect(customer.contactPersons[0]).toMatchObject({ personName: 'Mariam Haddad', mobileNumber: '501234567' });
    expect(Result.parse((await send('GET', `${BASE}/getbusinesslinesbyid/${customer._id}`)).json()).data).toEqual(customer);
    expect(Result.parse((await send('GET', `${BASE}/${customer._id}/getdetailfrombusinessline`)).json()).data).toEqual(customer);
  });

  it('lists by search, with the line of business and the agent as filters in the body, ten to a page', async () => {
    const fleetOnly = await create({ fullName: 'Sandstone Fleet Co' });
    const general = await create({ fullName: 'Sandstone Builders', carFleetInsurance: false, carFleet: [], generalInsurance: true, general: [{ ...row, subProduct: 'Engineering and Construction' }], source: 'Agents', agentId });
    expect((await list('?search=sandstone')).data.map((record) => record._id).sort()).toEqual([fleetOnly._id, general._id].sort());
    expect((await list('?search=sandstone', { insuranceType: 'generalInsurance' })).data.map((record) => record._id)).toEqual([general._id]);
    expect((await list('?search=sandstone', { insuranceType: 'carFleetInsurance' })).data.map((record) => record._id)).toEqual([fleetOnly._id]);
    expect((await list('?search=sandstone', { agentId })).data.map((record) => record._id)).toEqual([general._id]);
    expect((await list('?search=sandstone', { insuranceType: 'healthInsurance', agentId })).data).toEqual([]);
    for (let index = 0; index < 9; index += 1) await create();
    expect((await list('')).data).toHaveLength(10);
    const bad = await send('POST', `${BASE}/getallbusinesslines`, { insuranceType: 'petInsurance' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.insuranceType).toMatch(/Car Fleet Insurance, Health insurance, General Insurance/);
  });

  it('refuses a customer without a line of business, a ticked line without rows, an agent source without an agent and an unknown agent, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ carFleetInsurance: false, carFleet: [] }, 'carFleetInsurance', new RegExp(AT_LEAST_ONE_LINE)],
      [{ healthInsurance: true }, 'health', /Health insurance: add at least one health row/],
      [{ source: 'Agents' }, 'agentId', /Choose the agent/],
      [{ source: 'Agents', agentId: 'no-such-account' }, 'agentId', /existing staff account/],
      [{ contactPersons: [{ personName: 'Ali', mobileNumber: '12345', position: 'CEO' }] }, 'contactPersons.0.mobileNumber', /9 digits/],
      [{ carFleet: [{ ...row, currentInsurerYears: 21 }] }, 'carFleet.0.currentInsurerYears', /at most 20/],
      [{ carFleet: [{ ...row, noOfCars: 0 }] }, 'carFleet.0.noOfCars', /at least 1/],
      [{ carFleet: [{ ...row, status: 'Won' }] }, 'carFleet.0.status', /Lost, Quoting, Converted/],
      [{ fullName: ' ' }, 'fullName', /Company name is required/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', `${BASE}/createbusinesslines`, body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toMatch(message);
    }
  });

  it('edits a customer by the fields given, judging the record it leaves by the same rules', async () => {
    const customer = await create();
    const edited = await send('PUT', `${BASE}/updatebusinesslinesbyid/${customer._id}`, { ...required(customer), industry: 'Retail' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Result.parse(edited.json()).data).toMatchObject({ industry: 'Retail', carFleet: customer.carFleet });
    const none = await send('PUT', `${BASE}/updatebusinesslinesbyid/${customer._id}`, { ...required(customer), carFleetInsurance: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.carFleetInsurance).toBe(AT_LEAST_ONE_LINE);
    expect((await send('PUT', `${BASE}/updatebusinesslinesbyid/no-such-id`, { ...required(customer) })).statusCode).toBe(404);
  });

  it('takes a renewal date of today or later, and refuses an earlier one on create and when an edit changes it', async () => {
    const today = todayInDubai();
    const yesterday = todayInDubai(new Date(Date.now() - 86_400_000));
    const onToday = await create({ carFleet: [{ ...row, renewalDate: today }] });
    expect(onToday.carFleet[0]!.renewalDate).toBe(today);
    const past = await send('POST', `${BASE}/createbusinesslines`, body({ health: [{ ...row, renewalDate: yesterday }], healthInsurance: true }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: `health.0.renewalDate: ${RENEWAL_IN_PAST}`, fieldErrors: { 'health.0.renewalDate': RENEWAL_IN_PAST } });

    // A date stored before it passed stays as it is through other edits and status changes.
    const customer = await create({ carFleet: [{ ...row, noOfCars: 5 }, { ...row, noOfCars: 9 }] });
    const rows = customer.carFleet.map((entry, index) => (index === 1 ? { ...entry, renewalDate: yesterday } : entry));
    await server.app.db.updateTable('corporate_customers').set({ car_fleet: JSON.stringify(rows) }).where('id', '=', customer._id).execute();
    expect((await send('PUT', `${BASE}/updatebusinesslinesbyid/${customer._id}`, { ...required(customer), industry: 'Retail' })).statusCode).toBe(200);
    expect((await send('PUT', `${BASE}/${customer._id}/editcorporatecustomer`, { line: 'carFleet', index: 1, status: 'Lost' })).statusCode).toBe(200);
    const older = todayInDubai(new Date(Date.now() - 10 * 86_400_000));
    const changed = await send('PUT', `${BASE}/updatebusinesslinesbyid/${customer._id}`, { ...required(customer), carFleet: [rows[0], { ...rows[1], renewalDate: older }] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fieldErrors).toEqual({ 'carFleet.1.renewalDate': RENEWAL_IN_PAST });
  });

  it("changes one row's status alone, refusing a row that does not exist", async () => {
    const customer = await create({ carFleet: [{ ...row, noOfCars: 5 }, { ...row, currentInsurer: 'AXA', noOfCars: 9 }] });
    const changed = await send('PUT', `${BASE}/${customer._id}/editcorporatecustomer`, { line: 'carFleet', index: 1, status: 'Converted' });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = Result.parse(changed.json()).data;
    expect(saved.carFleet.map((entry) => entry.status)).toEqual(['Quoting', 'Converted']);
    expect(saved.carFleet[1]).toMatchObject({ currentInsurer: 'AXA', noOfCars: 9 });
    const missing = await send('PUT', `${BASE}/${customer._id}/editcorporatecustomer`, { line: 'health', index: 0, status: 'Lost' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.index).toBe('Health insurance has no row 1');
    expect((await send('PUT', `${BASE}/no-such-id/editcorporatecustomer`, { line: 'carFleet', index: 0, status: 'Lost' })).statusCode).toBe(404);
  });

  it('answers unknown ids with 404 on every read', async () => {
    for (const url of [`${BASE}/getbusinesslinesbyid/nope`, `${BASE}/nope/getdetailfrombusinessline`, '/api/admin/commercial/nope/getcorporatecustomer', '/api/admin/commercial/nope/getcpmcorporatecustomer', `${BASE}/nope/getCompanyPlans`]) {
      expect((await send('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('names customers for the pickers, searched whatever the case, and gives the commercial and cpm readings', async () => {
    const customer = await create({
      fullName: 'Oasis Cranes Trading', generalInsurance: true,
      general: [{ ...row, subProduct: 'Engineering and Construction' }, { ...row, subProduct: 'Cyber Insurance', probability: '2' }],
    });
    const names = CustomerNamesResultSchema.parse((await send('GET', `${BASE}/getCustomerNameList?search=OASIS%20cranes`)).json());
    expect(names.data).toEqual([{ _id: customer._id, name: 'Oasis Cranes Trading' }]);
    const commercial = CorporateProposerResultSchema.parse((await send('GET', `/api/admin/commercial/${customer._id}/getcorporatecustomer`)).json()).data;
    expect(commercial).toMatchObject({ companyName: 'Oasis Cranes Trading', emirate: 'Dubai', contactPerson: { personName: 'Mariam Haddad' } });
    expect(commercial.lines.map((line) => line.subProduct)).toEqual(['Engineering and Construction', 'Cyber Insurance']);
    const cpm = CorporateProposerResultSchema.parse((await send('GET', `/api/admin/commercial/${customer._id}/getcpmcorporatecustomer`)).json()).data;
    expect(cpm.lines.map((line) => line.subProduct)).toEqual(['Engineering and Construction']);
  });

  it('lists the active staff accounts an agent is picked from', async () => {
    const agents = AgentNamesResultSchema.parse((await send('GET', `${BASE}/getagents`)).json()).data;
    expect(agents).toContainEqual({ _id: agentId, fullName: 'Test Account' });
    const disabled = await createTestAccount(server.app, { email: 'corporate-disabled@brokerdesk.test' });
    await server.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    expect(AgentNamesResultSchema.parse((await send('GET', `${BASE}/getagents`)).json()).data.map((agent) => agent._id)).not.toContain(disabled.id);
  });

  it('lists the active insurers and the plans of one', async () => {
    const insurers = InsurerNamesResultSchema.parse((await send('GET', `${BASE}/getInsuranceCompanies`)).json()).data;
    expect(insurers.length).toBeGreaterThan(0);
    expect(insurers.map((insurer) => insurer.companyName)).toEqual([...insurers.map((insurer) => insurer.companyName)].sort((a, b) => a.localeCompare(b)));
    const stored = await server.app.db.selectFrom('motor_plans').select(['company_id', 'plan_name']).where('company_id', '=', insurers[0]!._id).execute();
    const plans = CompanyPlansResultSchema.parse((await send('GET', `${BASE}/${insurers[0]!._id}/getCompanyPlans`)).json()).data;
    expect(plans.map((plan) => plan.planName).sort()).toEqual(stored.map((plan) => plan.plan_name).sort());
  });

  it('refuses staff without the corporate customers module (403)', async () => {
    await createTestAccount(server.app, { email: 'no-corporate@brokerdesk.test', moduleAccess: { customer: { read: true } } });
    const token = await server.login('no-corporate@brokerdesk.test');
    expect((await send('POST', `${BASE}/getallbusinesslines`, undefined, token)).statusCode).toBe(403);
    expect((await send('POST', `${BASE}/createbusinesslines`, body(), token)).statusCode).toBe(403);
    expect((await send('GET', `${BASE}/getCustomerNameList`, undefined, token)).statusCode).toBe(403);
    await createTestAccount(server.app, { email: 'corporate-viewer@brokerdesk.test', moduleAccess: { corporateCustomer: { read: true } } });
    const viewer = await server.login('corporate-viewer@brokerdesk.test');
    expect((await send('POST', `${BASE}/getallbusinesslines`, undefined, viewer)).statusCode).toBe(200);
    const customer = await create();
    expect((await send('PUT', `${BASE}/${customer._id}/editcorporatecustomer`, { line: 'carFleet', index: 0, status: 'Lost' }, viewer)).statusCode).toBe(403);
  });
});

describe("a corporate customer's files", () => {
  type Sent = { name: string; bytes: Buffer; type: string };
  const licence: Sent = { name: 'trade-licence.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' };
  const idFront: Sent = { name: 'eid-front.png', bytes: SAMPLE_PNG, type: 'image/png' };
  const bor: Sent = { name: 'bor.jpg', bytes: SAMPLE_JPEG, type: 'image/jpeg' };
  const upload = (id: string, kind: string, files: Sent[], token = admin) =>
    server.injectAs(token, { method: 'POST', url: `${BASE}/${id}/uploadfiles/${kind}`, ...multipartForm({}, files.map((file) => ({ field: 'files', ...file }))) });
  const filesOf = async (id: string) => RecordFilesResultSchema.parse((await send('GET', `${BASE}/${id}/files`)).json()).data;
  const keptAt = async (fileId: string) => {
    const row = await server.app.db.selectFrom('stored_files').select('path').where('id', '=', fileId).executeTakeFirstOrThrow();
    return join(server.filesDir, ...row.path.split('/').slice(1));
  };

  it('keeps a trade licence, reads it for the record, lists it and downloads it as uploaded', async () => {
    const customer = await create();
    readings.length = 0;
    const response = await upload(customer._id, 'tradeLicense', [licence]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = CorporateFilesUploadResultSchema.parse(response.json());
    expect(answer.message).toBe('Trade licence: 1 file kept');
    expect(answer.data).toMatchObject([{ kind: 'tradeLicense', fileName: 'trade-licence.pdf', mimeType: 'application/pdf', size: SAMPLE_PDF.length }]);
    expect(answer.extraction?.fields).toMatchObject({ companyName: 'Falcon Logistics LLC', licenceNo: 'CN-1234567', expiryDate: '2027-06-30' });
    expect(readings).toEqual([{ type: 'tradeLicense', mimeType: 'application/pdf' }]);
    const download = await send('GET', `${BASE}/${customer._id}/files/${answer.data[0]!._id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="trade-licence.pdf"');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('keeps a trade licence the reader cannot read, with nothing read from it', async () => {
    const customer = await create();
    refuseNext = true;
    const response = await upload(customer._id, 'tradeLicense', [idFront]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = CorporateFilesUploadResultSchema.parse(response.json());
    expect(answer.extraction).toMatchObject({ read: false, fields: {} });
    expect(answer.data.map((file) => file.fileName)).toEqual(['eid-front.png']);
  });

  it('keeps the BOR letter and several Emirates ID files, unread, listed oldest first', async () => {
    const customer = await create();
    readings.length = 0;
    const ids = await upload(customer._id, 'emiratesId', [idFront, { ...idFront, name: 'eid-back.png' }]);
    expect(ids.statusCode, ids.body).toBe(200);
    expect(CorporateFilesUploadResultSchema.parse(ids.json()).extraction).toBeNull();
    expect((await upload(customer._id, 'businessOfRecord', [bor])).statusCode).toBe(200);
    // Files of one upload share their time; the uploads come in order.
    const listed = await filesOf(customer._id);
    expect(listed.map((file) => file.kind)).toEqual(['emiratesId', 'emiratesId', 'businessOfRecord']);
    expect(listed.map((file) => file.fileName).slice(0, 2).sort()).toEqual(['eid-back.png', 'eid-front.png']);
    expect(readings).toEqual([]);
  });

  it('refuses a file that is not a PDF, PNG or JPEG, one cut short, a misnamed field and an unknown kind, keeping nothing', async () => {
    const customer = await create();
    const text = await upload(customer._id, 'tradeLicense', [{ name: 'licence.txt', bytes: Buffer.from('not a licence'), type: 'text/plain' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/^"licence.txt" cannot be kept as a trade licence file/);
    const disguised = await upload(customer._id, 'tradeLicense', [{ name: 'licence.jpg', bytes: SAMPLE_PDF, type: 'image/jpeg' }]);
    expect(disguised.statusCode).toBe(415);
    expect((await upload(customer._id, 'tradeLicense', [{ ...licence, bytes: cutShort(SAMPLE_PDF) }])).statusCode).toBe(422);
    const misnamed = await server.injectAs(admin, { method: 'POST', url: `${BASE}/${customer._id}/uploadfiles/tradeLicense`, ...multipartForm({}, [{ field: 'document', ...licence }]) });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toMatch(/^files: Attach the trade licence as "files"/);
    const kind = await upload(customer._id, 'passport', [licence]);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/kind must be one of: tradeLicense, businessOfRecord, emiratesId/);
    expect(await filesOf(customer._id)).toEqual([]);
  });

  it('keeps at most 5 files of a kind: an upload beyond it is refused whole (413)', async () => {
    const customer = await create();
    expect((await upload(customer._id, 'emiratesId', [idFront, idFront, idFront, idFront])).statusCode).toBe(200);
    const over = await upload(customer._id, 'emiratesId', [idFront, idFront]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/^files: Emirates ID: at most 5 files are kept; remove one first/);
    expect((await filesOf(customer._id))).toHaveLength(4);
    expect((await upload(customer._id, 'emiratesId', [idFront])).statusCode).toBe(200);
    expect((await upload(customer._id, 'emiratesId', [idFront])).statusCode).toBe(413);
    expect((await upload(customer._id, 'tradeLicense', [licence])).statusCode).toBe(200);
  });

  it('keeps the limit when two uploads arrive at once: one is kept, the other refused whole', async () => {
    const customer = await create();
    const answers = await Promise.all([upload(customer._id, 'emiratesId', [idFront, idFront, idFront]), upload(customer._id, 'emiratesId', [idFront, idFront, idFront])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    expect(await filesOf(customer._id)).toHaveLength(3);
  });

  it('removes one file, and all Emirates ID or trade licence files by the spec calls, from the list and the files folder', async () => {
    const customer = await create();
    await upload(customer._id, 'tradeLicense', [licence, { ...licence, name: 'renewed.pdf' }]);
    await upload(customer._id, 'emiratesId', [idFront]);
    await upload(customer._id, 'businessOfRecord', [bor]);
    const kept = await filesOf(customer._id);
    const [first, second] = ['trade-licence.pdf', 'renewed.pdf'].map((name) => kept.find((file) => file.fileName === name));
    const stored = await keptAt(first!._id);
    const one = await send('DELETE', `${BASE}/${customer._id}/files/${first!._id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe('trade-licence.pdf removed');
    await expect(access(stored)).rejects.toThrow();
    expect(RecordFilesResultSchema.parse(one.json()).data.map((file) => file.fileName).sort()).toEqual(['bor.jpg', 'eid-front.png', 'renewed.pdf']);
    const eid = await send('GET', `${BASE}/${customer._id}/removeemiratesid`);
    expect(eid.statusCode).toBe(200);
    expect(RecordFilesResultSchema.parse(eid.json()).data.map((file) => file.kind)).toEqual(['tradeLicense', 'businessOfRecord']);
    const tl = await send('GET', `${BASE}/${customer._id}/removeTradeLicense`);
    expect(tl.json()).toMatchObject({ message: 'Trade licence removed', data: [{ kind: 'businessOfRecord' }] });
    expect((await send('GET', `${BASE}/${customer._id}/files/${second!._id}`)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${customer._id}/removeTradeLicense`)).json().message).toBe('No Trade licence file to remove');
  });

  it("answers 404 for an unknown customer, an unknown file and another customer's file", async () => {
    const customer = await create();
    const other = await create();
    await upload(other._id, 'businessOfRecord', [bor]);
    const [theirs] = await filesOf(other._id);
    expect((await upload('no-such-id', 'tradeLicense', [licence])).statusCode).toBe(404);
    for (const path of ['files', 'removeemiratesid', 'removeTradeLicense']) expect((await send('GET', `${BASE}/no-such-id/${path}`)).statusCode, path).toBe(404);
    for (const url of [`${BASE}/${customer._id}/files/${theirs!._id}`, `${BASE}/${customer._id}/files/no-such-file`]) {
      expect((await send('GET', url)).statusCode, url).toBe(404);
      expect((await send('DELETE', url)).statusCode, url).toBe(404);
    }
    expect(await filesOf(other._id)).toHaveLength(1);
  });

  it('lets a reader list and download but not upload or remove', async () => {
    const customer = await create();
    await upload(customer._id, 'businessOfRecord', [bor]);
    const [file] = await filesOf(customer._id);
    await createTestAccount(server.app, { email: 'corporate-files-reader@brokerdesk.test', moduleAccess: { corporateCustomer: { read: true } } });
    const reader = await server.login('corporate-files-reader@brokerdesk.test');
    expect((await send('GET', `${BASE}/${customer._id}/files`, undefined, reader)).statusCode).toBe(200);
    expect((await send('GET', `${BASE}/${customer._id}/files/${file!._id}`, undefined, reader)).statusCode).toBe(200);
    expect((await upload(customer._id, 'businessOfRecord', [bor], reader)).statusCode).toBe(403);
    expect((await send('DELETE', `${BASE}/${customer._id}/files/${file!._id}`, undefined, reader)).statusCode).toBe(403);
    expect((await send('GET', `${BASE}/${customer._id}/removeTradeLicense`, undefined, reader)).statusCode).toBe(403);
  });
});
