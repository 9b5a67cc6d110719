import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupHealthDetailResultSchema, GroupHealthListResultSchema, GroupHealthStatusResultSchema, GroupHealthSummaryResultSchema } from '../../../shared/contract/group-health/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';

const BASE = '/api/admin/commercial/grouphealth';
const HEADER = 'Name,Date of birth,Gender,Nationality,Emirates ID,Relation,Marital status,Salary band,Visa emirate,Category';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const employee = (name: string, category = 'A', born = '1985-03-10') => `${name},${born},Male,India,,Employee,Married,12000+,Dubai,${category}`;

let server: TestServer;
let admin: string;
let customerId: string;

/** A multipart form of text fields and one file. */
function form(fields: Record<string, string>, file: { field: string; name: string; text: string }) {
  const boundary = '----groupHealthTest';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.text}\r\n--${boundary}--\r\n`);
  return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const census = (rows: string[]) => ({ field: 'census', name: 'census.csv', text: [HEADER, ...rows].join('\n') });
const createWith = (rows: string[], fields: Record<string, string> = {}, token = admin) => server.injectAs(token, {
  method: 'POST', url: `${BASE}/creategrouphealthproposal`,
  ...form({ corporateCustomerId: customerId, policyStartDate: '2027-01-01', emirate: 'Dubai', ...fields }, census(rows)),
});
async function created(rows: string[]) {
  const response = await createWith(rows);
  expect(response.statusCode, response.body).toBe(200);
  return GroupHealthDetailResultSchema.parse(response.json()).data;
}
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 2 } });
  admin = await server.login();
  const response = await send('POST', '/api/admin/businesslines/createbusinesslines', {
    fullName: 'Falcon Staff Health LLC', emirates: 'Dubai', industry: 'Transportation and Logistics', source: 'Direct',
    contactPersons: [{ personName: 'Mariam Haddad', email: 'mariam@falcon.ae', mobileNumber: '501234567', position: 'HR manager' }],
    carFleetInsurance: true, carFleet: [{ currentInsurer: 'None', existingBroker: null, renewalDate: '2027-03-01' }],
  });
  expect(response.statusCode, response.body).toBe(200);
  customerId = response.json<{ data: { _id: string } }>().data._id;
});
afterAll(async () => server.close());

describe('group health census', () => {
  it('keeps the good rows, reports each bad field by row, and prices the members by category', async () => {
    const proposal = await created([
      employee('Omar Haddad', 'A'),
      employee('Sara Khan', 'B', '1990-07-01').replace('Male', 'Female'),
      'Bad Id,1980-01-01,Male,India,784-1990-1234567-5,Employee,Single,12000+,Dubai,A',
      `Future Born,${NEXT_YEAR}-01-01,Male,India,,Employee,Single,12000+,Dubai,A`,
      'Odd Relation,1980-01-01,Male,India,,Cousin,Single,12000+,Dubai,A',
      ',1980-01-01,Male,India,,Employee,Single,12000+,Nowhere,A',
    ]);
    expect(proposal.censusReport).toMatchObject({ totalRows: 6, kept: 2, rejected: 4 });
    expect(proposal.censusReport!.problems).toEqual([
      { row: 4, field: 'emiratesId', message: 'Emirates ID 784-1990-1234567-5 has a wrong check digit' },
      { row: 5, field: 'dateOfBirth', message: `Date of birth ${NEXT_YEAR}-01-01 is not in the past` },
      { row: 6, field: 'relation', message: '"Cousin" is not a known relation: use Employee, Spouse, Child or Parent' },
      { row: 7, field: 'fullName', message: 'Name is missing' },
      { row: 7, field: 'visaEmirate', message: expect.stringContaining('"Nowhere" is not a known visa emirate') },
    ]);
    expect(proposal.members.map((member) => member.fullName)).toEqual(['Omar Haddad', 'Sara Khan']);
    expect(proposal.proposalId).toMatch(/^GHP-\d{6}$/);
    expect(proposal.quotes.length).toBeGreaterThan(0);
    for (const quote of proposal.quotes) {
      const sum = (key: 'premiumFils' | 'vatFils' | 'totalFils') => quote.categories.reduce((total, category) => total + category[key], 0);
      expect([sum('premiumFils'), sum('vatFils'), sum('totalFils')]).toEqual([quote.premiumFils, quote.vatFils, quote.totalFils]);
      for (const category of quote.categories) {
        expect(category.vatFils).toBe(Math.round(((category.premiumFils + category.basmahFeeFils) * 5) / 100));
        expect(category.totalFils).toBe(category.premiumFils + category.basmahFeeFils + category.icpFeeFils + category.vatFils);
      }
      expect(quote.membersCount + quote.refusedMembers.length).toBe(2);
      expect(quote.premiumFils).toBeGreaterThan(0);
    }
    // Cheapest first.
    expect(proposal.quotes.map((quote) => quote.totalFils)).toEqual([...proposal.quotes.map((quote) => quote.totalFils)].sort((a, b) => a - b));
  });

  it('lists a member a plan cannot price with the reason, never at zero', async () => {
    const proposal = await created([employee('Young Worker', 'A'), employee('Very Old Member', 'A', '1920-01-01')]);
    const refusing = proposal.quotes.filter((quote) => quote.refusedMembers.length > 0);
    expect(refusing.length).toBeGreaterThan(0);
    for (const quote of refusing) {
      expect(quote.refusedMembers).toEqual([expect.objectContaining({ fullName: 'Very Old Member', category: 'A', reason: expect.stringContaining('Very Old Member') })]);
      expect(quote.membersCount).toBe(1);
    }
  });

  it('takes 2,000 rows and refuses 2,001, naming the census field', async () => {
    const rows = Array.from({ length: 2001 }, (_, index) => employee(`Member ${index}`));
    const refused = await createWith(rows);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toHaveProperty('census');
    expect(refused.json().message).toContain('2,001 rows; at most 2,000');
    const taken = await created(rows.slice(0, 2000));
    expect(taken.membersCount).toBe(2000);
  }, 60_000);

  it('refuses a census without a good row, a missing column, and a bad form field by name', async () => {
    const none = await createWith(['Bad Id,1980-01-01,Male,India,123,Employee,Single,12000+,Dubai,A']);
    expect(none.statusCode).toBe(422);
    expect(none.json().fieldErrors).toHaveProperty(['rows.2.emiratesId']);
    const noColumn = await server.injectAs(admin, {
      method: 'POST', url: `${BASE}/creategrouphealthproposal`,
      ...form({ corporateCustomerId: customerId, policyStartDate: '2027-01-01', emirate: 'Dubai' }, { field: 'census', name: 'c.csv', text: 'Name,Gender\nA,Male' }),
    });
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().message).toContain('lacks dateOfBirth');
    const badField = await createWith([employee('Omar')], { emirate: 'Mars' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().fieldErrors).toHaveProperty('emirate');
    const unknownCustomer = await createWith([employee('Omar')], { corporateCustomerId: 'nope' });
    expect(unknownCustomer.statusCode).toBe(422);
  });

  it('replaces the members and re-prices on a census re-upload', async () => {
    const proposal = await created([employee('First One')]);
    const response = await server.injectAs(admin, { method: 'POST', url: `${BASE}/${proposal._id}/uploadcensus`, ...form({}, census([employee('Second One'), employee('Third One', 'B')])) });
    expect(response.statusCode, response.body).toBe(200);
    const detail = GroupHealthDetailResultSchema.parse(response.json()).data;
    expect(detail.members.map((member) => member.fullName)).toEqual(['Second One', 'Third One']);
    expect(detail.quotes[0]!.categories.map((category) => category.category)).toEqual(['A', 'B']);
  });
});

describe('group health proposal', () => {
  it('lists, filters by status and searches, with the dashboard counting by status', async () => {
    const proposal = await created([employee('List Member')]);
    const status = await send('POST', `${BASE}/${proposal._id}/setgrouphealthproposalstatus`, { proposalId: proposal._id, data: { proposalStatus: 'Lost', reason: 'Price too high' } });
    expect(status.statusCode, status.body).toBe(200);
    expect(GroupHealthStatusResultSchema.parse(status.json()).data).toMatchObject({ proposalStatus: 'Lost', reason: 'Price too high' });
    const lost = GroupHealthListResultSchema.parse((await send('POST', `${BASE}/getallgrouphealth?search=${proposal.proposalId}`, { status: 'Lost' })).json());
    expect(lost.data.map((row) => row._id)).toEqual([proposal._id]);
    const summary = GroupHealthSummaryResultSchema.parse((await send('GET', `${BASE}/dashboard/summary`)).json()).data;
    expect(summary.byStatus.Lost).toBeGreaterThanOrEqual(1);
    expect(summary.total).toBe(Object.values(summary.byStatus).reduce((a, b) => a + b, 0));
  });

  it('requires the reason of Lost, a call-back time for Callback Scheduled and a quoted one for Quoted', async () => {
    const proposal = await created([employee('Status Member')]);
    const url = `${BASE}/${proposal._id}/setgrouphealthproposalstatus`;
    expect((await send('POST', url, { data: { proposalStatus: 'Lost' } })).json().message).toMatch(/^data\.reason/);
    expect((await send('POST', url, { data: { proposalStatus: 'Callback Scheduled' } })).json().message).toMatch(/^data\.callbackTimeArray/);
    expect((await send('POST', url, { data: { proposalStatus: 'Quoted' } })).json().message).toMatch(/^data\.quotedCallbackTimeArray/);
    expect((await send('POST', url, { data: { proposalStatus: 'Won' } })).statusCode).toBe(422);
    const quoted = await send('POST', url, { data: { proposalStatus: 'Quoted', quotedCallbackTimeArray: ['2027-01-05T09:00:00.000Z'] } });
    expect(GroupHealthStatusResultSchema.parse(quoted.json()).data).toMatchObject({ quotedCallbackTime: '2027-01-05T09:00:00.000Z', quotedCallBackDone: false });
    expect((await send('POST', url, { data: { proposalStatus: 'Pending' } })).statusCode).toBe(400);
    expect((await send('POST', url, { proposalId: 'other', data: { readStatus: true } })).statusCode).toBe(400);
  });

  it('keeps comments, shares the PDF by e-mail and SMS through the outbox, and downloads it', async () => {
    const proposal = await created([employee('Share Member')]);
    const comments = await send('POST', `${BASE}/${proposal._id}/addcomment`, { comment: 'Asked for a lower co-pay' });
    expect(comments.json().data.map((comment: { comment: string }) => comment.comment)).toEqual(['Asked for a lower co-pay']);
    const email = await send('POST', `${BASE}/${proposal._id}/sharegrouphealthpdfviaemail`, { toEmail: 'hr@falcon.ae' });
    expect(email.statusCode, email.body).toBe(200);
    const row = await server.app.db.selectFrom('outbox_messages').selectAll().where('id', '=', email.json().data.outboxId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', recipient: 'hr@falcon.ae', attachment_mime: 'application/pdf' });
    const sms = await send('POST', `${BASE}/${proposal._id}/sharePDFViaSMS`, { mobileNumber: '0501234567' });
    expect(sms.statusCode, sms.body).toBe(200);
    expect((await send('POST', `${BASE}/${proposal._id}/sharePDFViaSMS`, { mobileNumber: '12' })).json().fieldErrors).toHaveProperty('mobileNumber');
    const pdf = await send('GET', `${BASE}/${proposal._id}/download-pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown proposal and 403 without the group health module', async () => {
    expect((await send('GET', `${BASE}/nope/getgrouphealth`)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/nope/getcomments`)).statusCode).toBe(404);
    await createTestAccount(server.app, { email: 'no-group-health@brokerdesk.test', moduleAccess: { customer: { read: true } } });
    const token = await server.login('no-group-health@brokerdesk.test');
    expect((await send('POST', `${BASE}/getallgrouphealth`, {}, token)).statusCode).toBe(403);
    expect((await createWith([employee('Omar')], {}, token)).statusCode).toBe(403);
  });
});

describe("the corporate customer's health status", () => {
  const healthRow = (renewalDate: string) => ({ currentInsurer: 'Daman', renewalDate, noOfPeople: 40, status: 'Lost' });
  const customerHealth = async (id: string) => {
    const row = await server.app.db.selectFrom('corporate_customers').select('health').where('id', '=', id).executeTakeFirstOrThrow();
    return (JSON.parse(row.health) as Array<{ status: string }>).map((entry) => entry.status);
  };
  const setStatus = async (id: string, data: object) => {
    const response = await send('POST', `${BASE}/${id}/setgrouphealthproposalstatus`, { data });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('follows its proposals: Quoting when one is made or open, Lost when the last open one is lost, Converted when one is won', async () => {
    const made = await send('POST', '/api/admin/businesslines/createbusinesslines', {
      fullName: 'Oasis Clinics Group', emirates: 'Dubai', industry: 'Healthcare', source: 'Direct',
      contactPersons: [{ personName: 'Huda Saleh', email: 'huda@oasis.ae', mobileNumber: '502345678', position: 'HR' }],
      healthInsurance: true, health: [healthRow(`${NEXT_YEAR}-03-01`), healthRow(`${NEXT_YEAR}-09-01`)],
    });
    expect(made.statusCode, made.body).toBe(200);
    const oasis = made.json<{ data: { _id: string } }>().data._id;
    expect(await customerHealth(oasis)).toEqual(['Lost', 'Lost']);
    const make = async () => {
      const response = await createWith([employee('Oasis Member')], { corporateCustomerId: oasis });
      expect(response.statusCode, response.body).toBe(200);
      return GroupHealthDetailResultSchema.parse(response.json()).data;
    };

    const first = await make();
    expect(await customerHealth(oasis)).toEqual(['Quoting', 'Quoting']);
    const second = await make();
    await setStatus(first._id, { proposalStatus: 'Lost', reason: 'No response' });
    expect(await customerHealth(oasis)).toEqual(['Quoting', 'Quoting']); // the second is still open
    await setStatus(second._id, { proposalStatus: 'Lost', reason: 'Price too high' });
    expect(await customerHealth(oasis)).toEqual(['Lost', 'Lost']);
    await setStatus(second._id, { proposalStatus: 'Sent to Customer' });
    expect(await customerHealth(oasis)).toEqual(['Quoting', 'Quoting']);

    expect((await send('PUT', `${BASE}/${second._id}/editgrouphealth`, { chosenQuoteId: second.quotes[0]!._id })).statusCode).toBe(200);
    await setStatus(second._id, { proposalStatus: 'Won' });
    expect(await customerHealth(oasis)).toEqual(['Converted', 'Converted']);
    // A lost proposal beside a won one leaves the customer converted.
    await setStatus(first._id, { proposalStatus: 'Quoted', quotedCallbackTimeArray: [`${NEXT_YEAR}-01-05T09:00:00.000Z`] });
    expect(await customerHealth(oasis)).toEqual(['Quoting', 'Quoting']);
    await setStatus(first._id, { proposalStatus: 'Lost', reason: 'Other' });
    expect(await customerHealth(oasis)).toEqual(['Converted', 'Converted']);

    // Staff set a row by hand; a status set again unchanged is no change, so their choice stays.
    expect((await send('PUT', `/api/admin/businesslines/${oasis}/editcorporatecustomer`, { line: 'health', index: 1, status: 'Lost' })).statusCode).toBe(200);
    await setStatus(second._id, { proposalStatus: 'Won' });
    expect(await customerHealth(oasis)).toEqual(['Converted', 'Lost']);
    const page = await send('GET', `/api/admin/businesslines/getbusinesslinesbyid/${oasis}`);
    expect(page.json().data.health.map((row: { status: string }) => row.status)).toEqual(['Converted', 'Lost']);
  });

  it('makes no health row for a customer that has none', async () => {
    const proposal = await created([employee('Fleet Customer Member')]);
    await setStatus(proposal._id, { proposalStatus: 'Lost', reason: 'Other' });
    expect(await customerHealth(customerId)).toEqual([]);
  });
});

describe('mid-term changes', () => {
  it('charges an addition and refunds a deletion pro rata by the days left of the 365-day term', async () => {
    const proposal = await created([employee('Kept Member'), employee('Leaving Member')]);
    const quote = proposal.quotes.find((entry) => entry.refusedMembers.length === 0)!;
    expect((await send('PUT', `${BASE}/${proposal._id}/editgrouphealth`, { chosenQuoteId: quote._id })).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/${proposal._id}/setgrouphealthproposalstatus`, { data: { proposalStatus: 'Won' } })).statusCode).toBe(200);
    const leaving = proposal.members.find((member) => member.fullName === 'Leaving Member')!;
    const annual = quote.totalFils / 2;
    // 2027-01-01 + 365 days = 2028-01-01: from 2027-12-31 one day is left.
    const deleted = await send('POST', `${BASE}/${proposal._id}/deletemember`, { memberId: leaving._id, effectiveDate: '2027-12-31' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const afterDelete = GroupHealthDetailResultSchema.parse(deleted.json()).data;
    expect(afterDelete.endorsements).toEqual([expect.objectContaining({ kind: 'deletion', daysLeft: 1, annualFils: annual, amountFils: -Math.round(annual / 365) })]);
    const added = await send('POST', `${BASE}/${proposal._id}/addmember`, {
      member: { fullName: 'New Joiner', dateOfBirth: '1985-03-10', gender: 'Male', nationality: 'India', relation: 'Employee', maritalStatus: 'Married', salaryBand: '12000+', visaEmirate: 'Dubai', category: 'A' },
      effectiveDate: '2027-01-01',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(GroupHealthDetailResultSchema.parse(added.json()).data.endorsements[1]).toMatchObject({ kind: 'addition', daysLeft: 365, amountFils: annual });
    expect((await send('POST', `${BASE}/${proposal._id}/deletemember`, { memberId: leaving._id, effectiveDate: '2027-06-01' })).statusCode).toBe(409);
    const outside = await send('POST', `${BASE}/${proposal._id}/addmember`, {
      member: { fullName: 'Late Joiner', dateOfBirth: '1985-03-10', gender: 'Male', nationality: 'India', relation: 'Employee', maritalStatus: 'Married', salaryBand: '12000+', visaEmirate: 'Dubai', category: 'A' },
      effectiveDate: '2028-01-01',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toMatch(/^effectiveDate/);
  });

  it('refuses mid-term changes before the proposal is Won', async () => {
    const proposal = await created([employee('Early Member')]);
    expect((await send('POST', `${BASE}/${proposal._id}/deletemember`, { memberId: proposal.members[0]!._id, effectiveDate: '2027-06-01' })).statusCode).toBe(409);
  });
});
