import { addDays, format, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimListResultSchema, ClaimResultSchema, type Claim } from '../../../shared/contract/claims/index.js';
import { NotificationListResultSchema } from '../../../shared/contract/notifications/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { readPdf } from '../../../tests/fixtures/pdf/pdf.fixture.js';
import { SAMPLE_JPEG, SAMPLE_PDF } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTestServer, createTestAccount, multipartForm, type TestServer } from '../../../tests/helpers/buildTestServer.js';

const BASE = '/api/admin/claimpolicyrequest';

let server: TestServer;
let admin: string;
let today: string;
let policy: { id: string; ref: string; company_id: string; start_date: string; customer_id: string };
let networkGarage: string;
let outsideGarage: string;

const shift = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
  today = todayInDubai(new Date());
  const { db } = server.app;
  const found = await db.selectFrom('policies').select(['id', 'ref', 'company_id', 'start_date', 'customer_id'])
    .where('line', '=', 'motor').where('status', '=', 'Active').where('company_id', 'is not', null).where('start_date', '<', today).where('expiry_date', '>=', today)
    .orderBy('created_at').executeTakeFirstOrThrow();
  policy = { ...found, company_id: found.company_id!, start_date: found.start_date! };
  networkGarage = (await db.selectFrom('company_garages').select('garage_id').where('company_id', '=', policy.company_id).executeTakeFirstOrThrow()).garage_id;
  outsideGarage = (await db.selectFrom('garages').select('id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('company_garages as n').select('n.garage_id').whereRef('n.garage_id', '=', 'garages.id').where('n.company_id', '=', policy.company_id))))
    .executeTakeFirstOrThrow()).id;
});
afterAll(async () => server.close());

interface SentFile { name: string; bytes: Buffer; type: string }
const form = (fields: Record<string, string>, files: SentFile[]) => multipartForm(fields, files.map((file) => ({ field: 'files', ...file })));

const photo: SentFile = { name: 'front.jpg', bytes: SAMPLE_JPEG, type: 'image/jpeg' };
const paper: SentFile = { name: 'police-report.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' };

const register = (fields: Record<string, string>, files: SentFile[] = []) =>
  server.injectAs(admin, { method: 'POST', url: `${BASE}/createmotorclaimrequest`, ...form({ policyId: policy.id, accidentDate: today, description: 'Rear-ended at a signal on Sheikh Zayed Road', ...fields }, files) });

async function newClaim(fields: Record<string, string> = {}, files: SentFile[] = []): Promise<Claim> {
  const response = await register({ garageId: networkGarage, ...fields }, files);
  expect(response.statusCode, response.body).toBe(200);
  return ClaimResultSchema.parse(response.json()).data;
}

const move = (id: string, data: Record<string, string>) => server.injectAs(admin, { method: 'POST', url: `${BASE}/updatestatus`, payload: { id, data } });
const edit = (id: string, payload: object) => server.injectAs(admin, { method: 'PUT', url: `${BASE}/updatemotorclaimrequest/${id}`, payload });
const list = async (filters: object = {}, query = '') => {
  const response = await server.injectAs(admin, { method: 'POST', url: `${BASE}/getmotorclaimrequests?size=100${query}`, payload: filters });
  expect(response.statusCode, response.body).toBe(200);
  return ClaimListResultSchema.parse(response.json());
};

/** The newest notification in the bell. */
const latestNotification = async () => NotificationListResultSchema.parse((await server.injectAs(admin, { method: 'GET', url: '/api/admin/proposals/getAllNotifications' })).json()).data[0]!;

/** Moves the claim's registration back `days` days, as if it had been recorded then. */
async function registeredDaysAgo(id: string, days: number) {
  const registered = shift(today, -days);
  await server.app.db.updateTable('motor_claims').set({ registered_on: registered, clock_due_on: shift(registered, 3) }).where('id', '=', id).execute();
}

describe('recording a claim', () => {
  it('records a claim on the policy with photos and papers: numbered, Registered, its clock running and the desk told', async () => {
    const claim = await newClaim({}, [photo, paper]);
    expect(claim).toMatchObject({
      status: 'Registered', policyRef: policy.ref, accidentDate: today, registeredOn: today,
      policy: { _id: policy.id }, customer: { _id: policy.customer_id }, insurer: { _id: policy.company_id },
      garage: { _id: networkGarage, inNetwork: true }, garageOverride: null, totalLoss: null,
      clock: { stage: 'acknowledgement', dueOn: shift(today, 3), daysLeft: 3, overdue: false },
      nextStatuses: ['Documents pending', 'Submitted to insurer', 'Closed'],
    });
    expect(claim.claimNo).toMatch(/^CLM-\d{6}$/);
    expect(claim.files.map((file) => [file.fileName, file.kind]).sort()).toEqual([['front.jpg', 'photo'], ['police-report.pdf', 'paper']]);
    expect(claim.history).toEqual([expect.objectContaining({ from: null, to: 'Registered', by: expect.objectContaining({ fullName: expect.any(String) }) })]);
    expect(await latestNotification()).toMatchObject({ kind: 'claimStatusChanged', recordType: 'claim', recordId: claim._id, description: `Claim ${claim.claimNo} is now Registered` });
    const read = await server.injectAs(admin, { method: 'GET', url: `${BASE}/getmotorclaimrequests/${claim._id}` });
    expect(ClaimResultSchema.parse(read.json()).data).toEqual(claim);
  });

  it('refuses an accident outside the cover, a future accident, and a policy that cannot claim, naming the field', async () => {
    const before = await register({ accidentDate: shift(policy.start_date, -1) });
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toMatch(/^accidentDate: .*outside its cover/);
    const future = await register({ accidentDate: shift(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fieldErrors: { accidentDate: 'The accident date cannot be in the future' } });
    const missing = await register({ description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('description');
    const unknown = await register({ policyId: 'no-such-policy' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/^policyId: No motor policy/);
    const { db } = server.app;
    await db.updateTable('policies').set({ status: 'Cancelled' }).where('id', '=', policy.id).execute();
    try {
      const cancelled = await register({});
      expect(cancelled.statusCode).toBe(422);
      expect(cancelled.json().message).toBe(`policyId: Policy ${policy.ref} is Cancelled; a claim needs an Active or Expired policy`);
    } finally {
      await db.updateTable('policies').set({ status: 'Active' }).where('id', '=', policy.id).execute();
    }
  });

  it('takes an Expired policy for an accident inside its past cover', async () => {
    const { db } = server.app;
    await db.updateTable('policies').set({ status: 'Expired' }).where('id', '=', policy.id).execute();
    try {
      expect((await newClaim({ accidentDate: policy.start_date })).policy.status).toBe('Expired');
    } finally {
      await db.updateTable('policies').set({ status: 'Active' }).where('id', '=', policy.id).execute();
    }
  });

  it("refuses a garage outside the insurer's network without a reason, and keeps the reason and who gave it", async () => {
    const refused = await register({ garageId: outsideGarage });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^garageOverrideReason: This garage is not in the insurer's network/);
    const claim = await newClaim({ garageId: outsideGarage, garageOverrideReason: 'Customer lives next to it; insurer agreed by phone' });
    expect(claim.garage).toMatchObject({ _id: outsideGarage, inNetwork: false });
    expect(claim.garageOverride).toMatchObject({ reason: 'Customer lives next to it; insurer agreed by phone', by: { fullName: expect.any(String) } });
  });

  it('records a claim sent as JSON without files, and takes its photos and papers afterwards, one a request', async () => {
    const response = await server.injectAs(admin, {
      method: 'POST', url: `${BASE}/createmotorclaimrequest`, payload: { policyId: policy.id, accidentDate: today, description: 'Scratched in a car park' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const claim = ClaimResultSchema.parse(response.json()).data;
    expect(claim).toMatchObject({ status: 'Registered', files: [], garage: null });
    const added = await server.injectAs(admin, { method: 'POST', url: `${BASE}/uploadclaimfiles/${claim._id}`, ...multipartForm({}, [{ field: 'file', ...photo }]) });
    expect(added.statusCode, added.body).toBe(200);
    expect(ClaimResultSchema.parse(added.json()).data.files.map((file) => [file.fileName, file.kind])).toEqual([['front.jpg', 'photo']]);
    const none = await server.injectAs(admin, { method: 'POST', url: `${BASE}/uploadclaimfiles/${claim._id}`, ...multipartForm({ note: 'x' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^files: Attach the photos and papers/);
  });

  it('refuses a file that is not a PDF, PNG or JPEG, and one whose content is not what its name says, keeping no claim', async () => {
    const before = (await list()).pagination.totalItems;
    const text = await register({}, [{ name: 'notes.txt', bytes: Buffer.from('not a photo'), type: 'text/plain' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/cannot be attached to a claim/);
    const fake = await register({}, [{ name: 'photo.jpg', bytes: SAMPLE_PDF, type: 'image/jpeg' }]);
    expect(fake.statusCode).toBe(415);
    expect((await list()).pagination.totalItems).toBe(before);
  });
});

describe('opening and removing photos and papers', () => {
  const fileUrl = (claimId: string, fileId: string) => `${BASE}/${claimId}/files/${fileId}`;
  /** Where a kept file of the claim lies in the files folder. */
  const keptAt = async (fileId: string) => {
    const row = await server.app.db.selectFrom('stored_files').select('path').where('id', '=', fileId).executeTakeFirstOrThrow();
    return join(server.filesDir, ...row.path.split('/').slice(1));
  };

  it('downloads a photo and a paper as they were attached, under their names and types', async () => {
    const claim = await newClaim({}, [photo, paper]);
    const [front, report] = ['front.jpg', 'police-report.pdf'].map((name) => claim.files.find((file) => file.fileName === name)!);
    const image = await server.injectAs(admin, { method: 'GET', url: fileUrl(claim._id, front!._id) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe('attachment; filename="front.jpg"');
    expect(image.rawPayload.equals(SAMPLE_JPEG)).toBe(true);
    const pdf = await server.injectAs(admin, { method: 'GET', url: fileUrl(claim._id, report!._id) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('answers 404 for an unknown claim, an unknown file and another claim\'s file', async () => {
    const claim = await newClaim({}, [photo]);
    const other = await newClaim({}, [paper]);
    const otherFile = other.files[0]!._id;
    for (const url of [fileUrl('no-such-claim', claim.files[0]!._id), fileUrl(claim._id, 'no-such-file'), fileUrl(claim._id, otherFile)]) {
      const download = await server.injectAs(admin, { method: 'GET', url });
      expect(download.statusCode, url).toBe(404);
      expect(download.json().message).toMatch(/^(Claim|File) not found$/);
      expect((await server.injectAs(admin, { method: 'DELETE', url })).statusCode, url).toBe(404);
    }
    expect((await server.injectAs(admin, { method: 'GET', url: fileUrl(other._id, otherFile) })).statusCode).toBe(200);
  });

  it('removes a wrongly attached file: gone from the claim and from the files folder, the others kept', async () => {
    const claim = await newClaim({}, [photo, paper]);
    const wrong = claim.files.find((file) => file.fileName === 'front.jpg')!;
    const stored = await keptAt(wrong._id);
    const removal = await server.injectAs(admin, { method: 'DELETE', url: fileUrl(claim._id, wrong._id) });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json().message).toBe(`File removed from claim ${claim.claimNo}`);
    expect(ClaimResultSchema.parse(removal.json()).data.files.map((file) => file.fileName)).toEqual(['police-report.pdf']);
    await expect(access(stored)).rejects.toThrow();
    expect((await server.injectAs(admin, { method: 'GET', url: fileUrl(claim._id, wrong._id) })).statusCode).toBe(404);
  });

  it('refuses removal once the claim is Settled or Closed, keeping the file', async () => {
    for (const status of ['Settled', 'Closed'] as const) {
      const claim = await newClaim({}, [paper]);
      await server.app.db.updateTable('motor_claims').set({ status }).where('id', '=', claim._id).execute();
      const refused = await server.injectAs(admin, { method: 'DELETE', url: fileUrl(claim._id, claim.files[0]!._id) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(`Claim ${claim.claimNo} is ${status}: its photos and papers are kept as they are`);
      expect((await server.injectAs(admin, { method: 'GET', url: fileUrl(claim._id, claim.files[0]!._id) })).statusCode).toBe(200);
    }
  });

  it('lets a claims reader download but not remove, and refuses both without the claims module', async () => {
    const claim = await newClaim({}, [photo]);
    const url = fileUrl(claim._id, claim.files[0]!._id);
    await createTestAccount(server.app, { email: 'claims-reader@brokerdesk.test', moduleAccess: { claim: { read: true } } });
    await createTestAccount(server.app, { email: 'no-claims@brokerdesk.test', moduleAccess: { customer: { read: true } } });
    const reader = await server.login('claims-reader@brokerdesk.test');
    const outsider = await server.login('no-claims@brokerdesk.test');
    expect((await server.injectAs(reader, { method: 'GET', url })).statusCode).toBe(200);
    expect((await server.injectAs(reader, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await server.injectAs(outsider, { method: 'GET', url })).statusCode).toBe(403);
    expect((await server.injectAs(admin, { method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the workflow', () => {
  it('takes a claim from Registered to Closed, keeping who, when, from, to and the note, and the clock dates', async () => {
    const claim = await newClaim();
    const steps: Array<[string, string]> = [
      ['Submitted to insurer', 'Papers sent to the insurer'], ['Survey', 'Surveyor booked'], ['Approved', 'Insurer approved the repair'],
      ['Repair in progress', 'Car at the garage'], ['Settled', 'Garage paid'], ['Closed', 'Customer collected the car'],
    ];
    let latest = claim;
    for (const [status, note] of steps) {
      const response = await move(claim._id, { status, note });
      expect(response.statusCode, response.body).toBe(200);
      latest = ClaimResultSchema.parse(response.json()).data;
      expect(latest.status).toBe(status);
    }
    expect(latest.history.map((entry) => [entry.from, entry.to, entry.note])).toEqual([
      [null, 'Registered', 'Claim registered'],
      ['Registered', 'Submitted to insurer', 'Papers sent to the insurer'], ['Submitted to insurer', 'Survey', 'Surveyor booked'],
      ['Survey', 'Approved', 'Insurer approved the repair'], ['Approved', 'Repair in progress', 'Car at the garage'],
      ['Repair in progress', 'Settled', 'Garage paid'], ['Settled', 'Closed', 'Customer collected the car'],
    ]);
    expect(latest).toMatchObject({ documentsCompleteOn: today, acknowledgedOn: today, settledOn: today, clock: { stage: 'none', overdue: false }, nextStatuses: [] });
    expect(latest.history.every((entry) => entry.by !== null && entry.at !== '')).toBe(true);
  });

  it('refuses a move outside the workflow naming from and to, and a rejection without written reasons', async () => {
    const claim = await newClaim();
    const skip = await move(claim._id, { status: 'Settled' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().message).toBe('A claim cannot go from Registered to Settled');
    expect((await move(claim._id, { status: 'Submitted to insurer' })).statusCode).toBe(200);
    const bare = await move(claim._id, { status: 'Rejected', note: 'see letter' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe("rejectionReasons: A rejection needs the insurer's written reasons");
    const rejected = await move(claim._id, { status: 'Rejected', rejectionReasons: 'Driver not licensed for the vehicle class' });
    expect(rejected.statusCode).toBe(200);
    expect(ClaimResultSchema.parse(rejected.json()).data).toMatchObject({ status: 'Rejected', rejectionReasons: 'Driver not licensed for the vehicle class', clock: { stage: 'none' } });
    expect((await move('no-such-claim', { status: 'Closed' })).statusCode).toBe(404);
  });

  it('refuses a repair without a garage', async () => {
    const claim = await newClaim({ garageId: '' });
    for (const status of ['Submitted to insurer', 'Approved']) expect((await move(claim._id, { status })).statusCode).toBe(200);
    const repair = await move(claim._id, { status: 'Repair in progress' });
    expect(repair.statusCode).toBe(422);
    expect(repair.json().message).toBe('garageId: Choose the garage before the repair starts');
  });
});

describe('editing a claim', () => {
  it("changes the garage (a reason outside the network), the amounts with the total-loss flag, and the assigned staff", async () => {
    const claim = await newClaim();
    const noReason = await edit(claim._id, { garageId: outsideGarage });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toMatch(/^garageOverrideReason:/);
    const outside = ClaimResultSchema.parse((await edit(claim._id, { garageId: outsideGarage, garageOverrideReason: 'Agency repair for a new car' })).json()).data;
    expect(outside).toMatchObject({ garage: { _id: outsideGarage, inNetwork: false }, garageOverride: { reason: 'Agency repair for a new car' } });
    const back = ClaimResultSchema.parse((await edit(claim._id, { garageId: networkGarage })).json()).data;
    expect(back).toMatchObject({ garage: { _id: networkGarage, inNetwork: true }, garageOverride: null });
    const repairable = ClaimResultSchema.parse((await edit(claim._id, { repairEstimateFils: 1_500_000, preAccidentValueFils: 3_000_000 })).json()).data;
    expect(repairable).toMatchObject({ repairEstimateFils: 1_500_000, preAccidentValueFils: 3_000_000, totalLoss: false });
    const wreck = ClaimResultSchema.parse((await edit(claim._id, { repairEstimateFils: 1_500_100 })).json()).data;
    expect(wreck.totalLoss).toBe(true);
    const staff = await server.app.db.selectFrom('accounts').select(['id', 'full_name']).orderBy('created_at').executeTakeFirstOrThrow();
    const assigned = ClaimResultSchema.parse((await edit(claim._id, { assignedTo: staff.id, description: 'Front bumper and bonnet' })).json()).data;
    expect(assigned).toMatchObject({ assignedTo: { _id: staff.id, fullName: staff.full_name }, description: 'Front bumper and bonnet', repairEstimateFils: 1_500_100 });
    const moved = await move(claim._id, { status: 'Documents pending', note: 'Police report missing' });
    expect(moved.statusCode).toBe(200);
    expect((await latestNotification()).description).toBe(`Claim ${claim.claimNo} is now Documents pending (assigned to ${staff.full_name})`);
    expect((await edit(claim._id, { assignedTo: 'nobody' })).json()).toMatchObject({ fieldErrors: { assignedTo: 'No staff account has the id nobody' } });
    expect((await edit(claim._id, { repairEstimateFils: -1 })).statusCode).toBe(400);
  });
});

describe('clocks, the overdue list and the complaint letter', () => {
  it('marks a claim whose acknowledgement is late, lists it under overdue, and writes the complaint letter', async () => {
    const late = await newClaim();
    const fresh = await newClaim();
    await registeredDaysAgo(late._id, 5);
    const overdue = await list({ overdue: true });
    expect(overdue.data.map((row) => row._id)).toContain(late._id);
    expect(overdue.data.map((row) => row._id)).not.toContain(fresh._id);
    expect(overdue.data.every((row) => row.clock.overdue)).toBe(true);
    const row = overdue.data.find((each) => each._id === late._id)!;
    expect(row.clock).toEqual({ stage: 'acknowledgement', dueOn: shift(today, -2), daysLeft: -2, overdue: true });

    const letter = await server.injectAs(admin, { method: 'GET', url: `${BASE}/complaintletter/${late._id}` });
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.headers['content-type']).toMatch(/application\/pdf/);
    expect(letter.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(letter.rawPayload);
    for (const expected of [late.claimNo, policy.ref, 'Days late', '2']) expect(text).toContain(expected);

    const none = await server.injectAs(admin, { method: 'GET', url: `${BASE}/complaintletter/${fresh._id}` });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/has no missed deadline/);
  });

  it('runs the 15 days to pay from complete documents, and an acknowledgement stops the first clock', async () => {
    const claim = await newClaim();
    await registeredDaysAgo(claim._id, 5);
    const pending = ClaimResultSchema.parse((await move(claim._id, { status: 'Documents pending', note: 'Insurer asked for the police report' })).json()).data;
    expect(pending.clock).toEqual({ stage: 'none', dueOn: null, daysLeft: null, overdue: false });
    expect((await list({ overdue: true })).data.map((row) => row._id)).not.toContain(claim._id);
    const submitted = ClaimResultSchema.parse((await move(claim._id, { status: 'Submitted to insurer' })).json()).data;
    expect(submitted.clock).toEqual({ stage: 'payment', dueOn: shift(today, 15), daysLeft: 15, overdue: false });
  });
});

describe('the list and its export', () => {
  it('filters by status, insurer, registration days and search, newest first', async () => {
    const claim = await newClaim();
    const all = await list();
    expect(all.data[0]!._id).toBe(claim._id);
    expect((await list({ status: 'Registered' })).data.every((row) => row.status === 'Registered')).toBe(true);
    expect((await list({ status: 'Closed' })).data.map((row) => row._id)).not.toContain(claim._id);
    expect((await list({ insurer: policy.company_id })).data.map((row) => row._id)).toContain(claim._id);
    expect((await list({ insurer: 'another-insurer' })).data).toEqual([]);
    expect((await list({}, `&search=${claim.claimNo}`)).data.map((row) => row._id)).toEqual([claim._id]);
    expect((await list({}, `&search=${claim.claimNo.toLowerCase()}`)).data.map((row) => row._id)).toEqual([claim._id]);
    expect((await list({}, `&search=${claim.policyRef}`)).data.map((row) => row._id)).toContain(claim._id);
    expect((await list({}, `&search=${encodeURIComponent(claim.customerName.slice(0, 5))}`)).data.map((row) => row._id)).toContain(claim._id);
    expect((await list({}, '&search=zzqxj')).data).toEqual([]);
    // A search's total comes with its page, and a page past the end still tells it.
    expect((await list({}, `&search=${claim.claimNo}`)).pagination.totalItems).toBe(1);
    const pastTheEnd = await list({}, `&search=${claim.claimNo}&page=3`);
    expect([pastTheEnd.data, pastTheEnd.pagination.totalItems]).toEqual([[], 1]);
    expect((await list({}, '&search=zzqxj&page=2')).pagination.totalItems).toBe(0);
    expect((await list({ from: today, to: today })).data.map((row) => row._id)).toContain(claim._id);
    expect((await list({ to: shift(today, -1) })).data.map((row) => row._id)).not.toContain(claim._id);
    const paged = await server.injectAs(admin, { method: 'POST', url: `${BASE}/getmotorclaimrequests` });
    expect(ClaimListResultSchema.parse(paged.json()).pagination).toMatchObject({ page: 1, size: 10 });
  });

  it('keeps totals only while no claim is written: a new claim and a status change show at once', async () => {
    const total = async (filters: object) => (await list(filters)).pagination.totalItems;
    const [all, registered, documents] = [await total({}), await total({ status: 'Registered' }), await total({ status: 'Documents pending' })];
    const claim = await newClaim();
    expect([await total({}), await total({ status: 'Registered' })]).toEqual([all + 1, registered + 1]);
    expect((await move(claim._id, { status: 'Documents pending', note: 'Police report missing' })).statusCode).toBe(200);
    expect([await total({ status: 'Registered' }), await total({ status: 'Documents pending' })]).toEqual([registered, documents + 1]);
  });

  it('exports the filtered list as CSV', async () => {
    const claim = await newClaim();
    const response = await server.injectAs(admin, { method: 'POST', url: `${BASE}/export?search=${claim.claimNo}`, payload: { status: 'Registered' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Claim No,Status,Customer,Policy,Insurer,Accident date,Registered,Assigned to,Deadline,Due on,Overdue');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${claim.claimNo},Registered,`);
    expect(response.headers['x-export-rows']).toBe('1');
  });
});
