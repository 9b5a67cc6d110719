import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProposalCreatedResultSchema, type Quote } from '../../../shared/contract/proposals/index.js';
import { OutboxListResultSchema, OutboxMessageResultSchema, ShareResultSchema } from '../../../shared/contract/sharing/index.js';
import { StartedPaymentResultSchema } from '../../../shared/contract/payments/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fixtures/messaging/smtpFixture.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const PROPOSALS = '/api/admin/proposals';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

let server: TestServer;
let admin: string;

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/**
 * Every insurer named in the quotes table's header row; a long name wraps inside its column, so its
 * words are looked for in the header block (from the section title to the first row, "Plan").
 */
function expectInsurers(text: string, quotes: Quote[]) {
  const header = /QUOTES\n([\s\S]*?)\nPlan /.exec(text)?.[1]?.split(/\s+/) ?? [];
  for (const quote of quotes) for (const word of quote.companyName.split(' ')) expect(header, quote.companyName).toContain(word);
}

const post = (url: string, payload: Record<string, unknown> = {}, token = admin) => server.injectAs(token, { method: 'POST', url, payload });
const get = (url: string, token = admin) => server.injectAs(token, { method: 'GET', url });

async function createProposal(target: TestServer, token: string, email: string) {
  const response = await target.injectAs(token, { method: 'POST', url: `${PROPOSALS}/generatenewquotes`, payload: wizardBody(email) });
  expect(response.statusCode, response.body).toBe(200);
  return ProposalCreatedResultSchema.parse(response.json()).data;
}

/** Five quotes of different insurers, so the comparison shows five names. */
function fiveInsurers(quotes: Quote[]): Quote[] {
  const byInsurer = new Map<string, Quote>();
  for (const quote of quotes) if (!byInsurer.has(quote.companyName)) byInsurer.set(quote.companyName, quote);
  const chosen = [...byInsurer.values()].slice(0, 5);
  expect(chosen).toHaveLength(5);
  return chosen;
}

const outboxRow = (id: string) => server.app.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const shared = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return ShareResultSchema.parse(response.json());
};

let proposal: Awaited<ReturnType<typeof createProposal>>;
let other: Awaited<ReturnType<typeof createProposal>>;
let five: Quote[];
let adminId: string;

beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
  adminId = (await server.app.db.selectFrom('accounts').select('id').where('email', '=', 'admin@brokerdesk.demo').executeTakeFirstOrThrow()).id;
  proposal = await createProposal(server, admin, 'share.one@example.ae');
  other = await createProposal(server, admin, 'share.two@example.ae');
  five = fiveInsurers(proposal.quotes);
}, 60_000);
afterAll(async () => server.close());

describe('the comparison PDF', () => {
  it('draws five quotes of the proposal, each insurer with its total, on numbered pages', async () => {
    const response = await post(`/api/pdf/${proposal.proposal._id}/comparequotes`, { ids: five.map((quote) => quote._id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Comparison-${proposal.proposal.ref}.pdf"`);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expectInsurers(text, five);
    for (const quote of five) expect(text, quote.ref).toContain(formatAed(quote.totalFils));
    expect(text).toContain(proposal.proposal.ref);
    expect(text).toContain('Hamdan Test Driver');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('refuses (422) a quote of another proposal, naming it, and an unknown proposal (404)', async () => {
    const foreign = other.quotes[0]!._id;
    const response = await post(`/api/pdf/${proposal.proposal._id}/comparequotes`, { ids: [five[0]!._id, foreign, UNKNOWN_ID] });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(`ids: ${foreign}, ${UNKNOWN_ID} are not quotes of proposal ${proposal.proposal.ref}`);
    const unknown = await post(`/api/pdf/${UNKNOWN_ID}/comparequotes`, { ids: [five[0]!._id] });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs two different quotes to compare', async () => {
    const response = await post(`/api/pdf/${proposal.proposal._id}/comparequotes`, { ids: [five[0]!._id, five[0]!._id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^ids: Choose at least 2 different quotes/);
  });
});

describe('sharing a comparison', () => {
  it('sends a short SMS with each insurer, total and validity to the +971 number, kept in the outbox', async () => {
    const quotes = five.slice(0, 3);
    const result = shared(await post(`${PROPOSALS}/${proposal.proposal._id}/sharecomparequotesms`, { ids: quotes.map((q) => q._id), toMobileNumber: '050 123 4567' }));
    expect(result.message).toBe('Comparison of 3 quotes for +971501234567 kept in the outbox (sandbox: not delivered)');
    const row = await outboxRow(result.data.outboxId);
    expect(row).toMatchObject({
      channel: 'sms', recipient: '+971501234567', subject: null, status: 'recorded', transport: 'sandbox', sent_by: adminId,
      proposal_id: proposal.proposal._id, attachment_path: null,
    });
    for (const quote of quotes) {
      expect(row.body).toContain(quote.companyName);
      expect(row.body).toContain(formatAed(quote.totalFils));
    }
    expect(row.body).toMatch(/Valid until \d{2}\/\d{2}\/\d{4}\. Reply or call us to buy\.$/);
    expect(row.body.length).toBeLessThan(250);
  });

  it('e-mails the comparison PDF attached to the lower-cased address, and the attachment downloads from the outbox', async () => {
    const result = shared(await post(`${PROPOSALS}/${proposal.proposal._id}/sharecomparequoteemail`, { ids: five.map((q) => q._id), toEmail: ' Aisha@Example.AE ' }));
    const row = await outboxRow(result.data.outboxId);
    expect(row).toMatchObject({
      channel: 'email', recipient: 'aisha@example.ae', subject: `Your motor insurance quotes ${proposal.proposal.ref}: 5 insurers compared`,
      attachment_name: `Comparison-${proposal.proposal.ref}.pdf`, attachment_mime: 'application/pdf', attachment_path: `files/outbox/${row.id}.pdf`,
    });
    expect(row.body).toContain('Dear Hamdan Test Driver');

    const download = await get(`/api/admin/outbox/${row.id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(row.attachment_size);
    const { text } = await pdfText(download.rawPayload);
    expectInsurers(text, five);
  });

  it('refuses a quote of another proposal (422) before anything is sent', async () => {
    const before = await server.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await post(`${PROPOSALS}/${proposal.proposal._id}/sharecomparequotesms`, { ids: [five[0]!._id, other.quotes[0]!._id], toMobileNumber: '0501234567' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(other.quotes[0]!._id);
    const after = await server.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it.each([
    ['sharecomparequotesms', { toMobileNumber: '0401234567' }, 'toMobileNumber'],
    ['sharecomparequotesms', { toMobileNumber: '05012' }, 'toMobileNumber'],
    ['sharecomparequoteemail', { toEmail: 'not-an-email' }, 'toEmail'],
    ['sharecomparequoteemail', { toEmail: `${'a'.repeat(250)}@example.ae` }, 'toEmail'],
  ])('answers 400 naming the field for a bad recipient (%s %o)', async (path, recipient, field) => {
    const response = await post(`${PROPOSALS}/${proposal.proposal._id}/${path}`, { ids: five.slice(0, 2).map((q) => q._id), ...recipient });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${field}:`);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });
});

describe('sharing one quote', () => {
  it('texts the quote with its insurer, total and validity', async () => {
    const quote = five[1]!;
    const result = shared(await post(`${PROPOSALS}/${quote._id}/sharequoteviasms`, { toMobileNumber: '+971 55 765 4321' }));
    const row = await outboxRow(result.data.outboxId);
    expect(row).toMatchObject({ channel: 'sms', recipient: '+971557654321', quote_id: quote._id, proposal_id: proposal.proposal._id });
    expect(row.body).toContain(quote.ref);
    expect(row.body).toContain(quote.companyName);
    expect(row.body).toContain(formatAed(quote.totalFils));
  });

  it('e-mails the quote PDF attached', async () => {
    const quote = five[2]!;
    const result = shared(await post(`${PROPOSALS}/${quote._id}/sharequoteviaemail`, { toEmail: 'buyer@example.ae' }));
    const row = await outboxRow(result.data.outboxId);
    expect(row).toMatchObject({ channel: 'email', recipient: 'buyer@example.ae', subject: `Your motor insurance quote ${quote.ref} from ${quote.companyName}`, attachment_name: `${quote.ref}.pdf` });
    const { text } = await pdfText((await get(`/api/admin/outbox/${row.id}/attachment`)).rawPayload);
    expect(text).toContain('Motor insurance quotation');
    expect(text).toContain(quote.ref);
  });

  it('answers 404 for an unknown quote', async () => {
    expect((await post(`${PROPOSALS}/${UNKNOWN_ID}/sharequoteviasms`, { toMobileNumber: '0501234567' })).statusCode).toBe(404);
  });
});

describe('sharing a payment link', () => {
  let link: string;
  beforeAll(async () => {
    const response = await post('/api/quotes/getPaymentLink', { quoteId: five[0]!._id });
    expect(response.statusCode, response.body).toBe(200);
    link = StartedPaymentResultSchema.parse(response.json()).data.paymentUrl;
  });

  it('texts and e-mails the quote\'s current link', async () => {
    const sms = shared(await post('/api/quotes/sharepaymentlinkviasms', { quoteId: five[0]!._id, mobileNumber: '0501234567', paymentLink: link }));
    const smsRow = await outboxRow(sms.data.outboxId);
    expect(smsRow).toMatchObject({ channel: 'sms', recipient: '+971501234567', quote_id: five[0]!._id });
    expect(smsRow.body).toContain(link);
    expect(smsRow.body).toContain(formatAed(five[0]!.totalFils));
    // The car is named (the wizard fixture's), not the fallback for a proposal without one.
    expect(smsRow.body).toContain(`for quote ${five[0]!.ref}, your ${five[0]!.companyName} motor insurance for ${new Date().getUTCFullYear() - 2} Toyota Camry:`);

    const mail = shared(await post('/api/quotes/sharepaymentlinkviaemail', { quoteId: five[0]!._id, email: 'payer@example.ae', paymentLink: link }));
    const mailRow = await outboxRow(mail.data.outboxId);
    expect(mailRow).toMatchObject({ channel: 'email', recipient: 'payer@example.ae', subject: `Payment link for your ${five[0]!.companyName} motor insurance (${five[0]!.ref})` });
    expect(mailRow.body).toContain(link);
  });

  it('refuses a made-up link (422), and another quote\'s link for a quote with none of its own (409, create one first)', async () => {
    const madeUp = await post('/api/quotes/sharepaymentlinkviasms', { quoteId: five[0]!._id, mobileNumber: '0501234567', paymentLink: 'https://pay.example.ae/elsewhere' });
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().message).toContain("This is not the quote's payment link");
    const unstarted = await post('/api/quotes/sharepaymentlinkviasms', { quoteId: five[1]!._id, mobileNumber: '0501234567', paymentLink: link });
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json().message).toBe(`Quote ${five[1]!.ref} has no payment link open: create a card or buy-now-pay-later link first, then share it`);
  });

  it('answers 400 naming the field for a bad link or mobile', async () => {
    const badLink = await post('/api/quotes/sharepaymentlinkviasms', { quoteId: five[0]!._id, mobileNumber: '0501234567', paymentLink: 'not a link' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fieldErrors).toHaveProperty('paymentLink');
    const badMobile = await post('/api/quotes/sharepaymentlinkviasms', { quoteId: five[0]!._id, mobileNumber: '12', paymentLink: link });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().fieldErrors).toHaveProperty('mobileNumber');
  });
});

describe('the chatbot', () => {
  it('sends the comparison PDF of several quotes, or the quote PDF of one, to the customer\'s mobile', async () => {
    const several = shared(await post(`${PROPOSALS}/${proposal.proposal._id}/chatbot/sendpdf`, { quoteIds: five.slice(0, 2).map((q) => q._id) }));
    expect(await outboxRow(several.data.outboxId)).toMatchObject({
      channel: 'chatbot', recipient: '+971501112233', transport: 'sandbox', status: 'recorded', attachment_name: `Comparison-${proposal.proposal.ref}.pdf`,
    });
    const one = shared(await post(`${PROPOSALS}/${proposal.proposal._id}/chatbot/sendpdf`, { quoteIds: [five[3]!._id] }));
    expect(await outboxRow(one.data.outboxId)).toMatchObject({ channel: 'chatbot', attachment_name: `${five[3]!.ref}.pdf`, quote_id: five[3]!._id });
  });

  it('adds the proposal\'s customer with name, e-mail, 971 phone and the agent\'s e-mail', async () => {
    const result = shared(await post(`${PROPOSALS}/${proposal.proposal._id}/chatbot/addcustomer`));
    const row = await outboxRow(result.data.outboxId);
    expect(row).toMatchObject({ channel: 'chatbot', recipient: '+971501112233' });
    expect(row.body).toBe('action=create; name=Hamdan Test Driver; email=share.one@example.ae; phone=971501112233; agent_email=admin@brokerdesk.demo');
  });

  it('refuses a quote of another proposal (422)', async () => {
    const response = await post(`${PROPOSALS}/${proposal.proposal._id}/chatbot/sendpdf`, { quoteIds: [other.quotes[1]!._id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(other.quotes[1]!._id);
  });
});

describe('the outbox', () => {
  it('lists what was sent, newest first, by channel and by a search on the recipient as typed', async () => {
    const all = OutboxListResultSchema.parse((await get('/api/admin/outbox?size=50')).json());
    expect(all.data.length).toBeGreaterThanOrEqual(8);
    const times = all.data.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data[0]).toMatchObject({ sentBy: { _id: adminId, fullName: expect.any(String) } });

    const chatbot = OutboxListResultSchema.parse((await get('/api/admin/outbox?channel=chatbot')).json());
    expect(chatbot.data.map((message) => message.channel)).toEqual(['chatbot', 'chatbot', 'chatbot']);

    const byMobile = OutboxListResultSchema.parse((await get(`/api/admin/outbox?channel=sms&search=${encodeURIComponent('055 765 4321')}`)).json());
    expect(byMobile.data.map((message) => message.recipient)).toEqual(['+971557654321']);
    const bySubject = OutboxListResultSchema.parse((await get(`/api/admin/outbox?search=${encodeURIComponent('insurers compared')}`)).json());
    expect(bySubject.data).toHaveLength(1);
    expect(bySubject.data[0]!.attachment).toMatchObject({ fileName: `Comparison-${proposal.proposal.ref}.pdf`, mimeType: 'application/pdf' });

    const page2 = OutboxListResultSchema.parse((await get('/api/admin/outbox?size=3&page=2')).json());
    expect(page2.pagination).toMatchObject({ page: 2, size: 3, totalItems: all.pagination.totalItems });
    expect(page2.data.map((message) => message._id)).toEqual(all.data.slice(3, 6).map((message) => message._id));
  });

  it('shows one message, and answers 404 for an unknown one or a message without attachment', async () => {
    const [sms] = OutboxListResultSchema.parse((await get('/api/admin/outbox?channel=sms&size=1')).json()).data;
    const one = OutboxMessageResultSchema.parse((await get(`/api/admin/outbox/${sms!._id}`)).json());
    expect(one.data).toEqual(sms);
    expect((await get(`/api/admin/outbox/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const none = await get(`/api/admin/outbox/${sms!._id}/attachment`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/not found/i);
  });
});

describe('unknown records', () => {
  it.each([
    [`/api/pdf/${UNKNOWN_ID}/comparequotes`, { ids: [UNKNOWN_ID] }],
    [`${PROPOSALS}/${UNKNOWN_ID}/sharecomparequotesms`, { ids: [UNKNOWN_ID], toMobileNumber: '0501234567' }],
    [`${PROPOSALS}/${UNKNOWN_ID}/sharecomparequoteemail`, { ids: [UNKNOWN_ID], toEmail: 'x@example.ae' }],
    [`${PROPOSALS}/${UNKNOWN_ID}/sharequoteviasms`, { toMobileNumber: '0501234567' }],
    [`${PROPOSALS}/${UNKNOWN_ID}/sharequoteviaemail`, { toEmail: 'x@example.ae' }],
    ['/api/quotes/sharepaymentlinkviasms', { quoteId: UNKNOWN_ID, mobileNumber: '0501234567', paymentLink: 'https://pay.example.ae/x' }],
    ['/api/quotes/sharepaymentlinkviaemail', { quoteId: UNKNOWN_ID, email: 'x@example.ae', paymentLink: 'https://pay.example.ae/x' }],
    [`${PROPOSALS}/${UNKNOWN_ID}/chatbot/sendpdf`, { quoteIds: [UNKNOWN_ID] }],
    [`${PROPOSALS}/${UNKNOWN_ID}/chatbot/addcustomer`, {}],
  ])('%s answers 404 and sends nothing', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toMatch(/not found/i);
  });
});

describe('permissions', () => {
  it('refuses sharing and the PDF (403) to a viewer without quote.read, who can still read the outbox', async () => {
    const viewer = await createTestAccount(server.app, { moduleAccess: { proposal: { read: true } } });
    const token = await server.login(viewer.email);
    const ids = five.slice(0, 2).map((q) => q._id);
    for (const [url, payload] of [
      [`/api/pdf/${proposal.proposal._id}/comparequotes`, { ids }],
      [`${PROPOSALS}/${proposal.proposal._id}/sharecomparequotesms`, { ids, toMobileNumber: '0501234567' }],
      [`${PROPOSALS}/${five[0]!._id}/sharequoteviaemail`, { toEmail: 'x@example.ae' }],
      ['/api/quotes/sharepaymentlinkviasms', { quoteId: five[0]!._id, mobileNumber: '0501234567', paymentLink: 'https://pay.example.ae/x' }],
      [`${PROPOSALS}/${proposal.proposal._id}/chatbot/sendpdf`, { quoteIds: ids }],
    ] as const) {
      const response = await post(url, payload, token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(`You do not have the "View" permission for Quotations.`);
    }
    expect((await post(`${PROPOSALS}/${proposal.proposal._id}/chatbot/addcustomer`, {}, token)).statusCode).toBe(403);
    expect((await get('/api/admin/outbox', token)).statusCode).toBe(200);
  });

  it('keeps the outbox from staff without proposal.read', async () => {
    const quoter = await createTestAccount(server.app, { moduleAccess: { quote: { read: true } } });
    expect((await get('/api/admin/outbox', await server.login(quoter.email))).statusCode).toBe(403);
  });
});

describe('with a mail server configured', () => {
  let sink: SmtpSink;
  let mailing: TestServer;
  let token: string;
  let quote: Quote;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailing = await buildTestServer({ smtp: { url: sink.url, from: 'BrokerDesk <desk@brokerdesk.test>' } });
    token = await mailing.login();
    quote = (await createProposal(mailing, token, 'smtp.buyer@example.ae')).quotes[0]!;
  }, 60_000);
  afterAll(async () => {
    await mailing.close();
    await sink.close();
  });

  it('really sends the quote e-mail with its PDF, and the outbox says sent by smtp', async () => {
    const response = await mailing.injectAs(token, { method: 'POST', url: `${PROPOSALS}/${quote._id}/sharequoteviaemail`, payload: { toEmail: 'smtp.buyer@example.ae' } });
    expect(response.statusCode, response.body).toBe(200);
    const result = ShareResultSchema.parse(response.json());
    expect(result.message).toBe(`Quote ${quote.ref} sent to smtp.buyer@example.ae`);
    const mail = sink.received.at(-1)!;
    expect(mail).toMatchObject({ to: ['smtp.buyer@example.ae'], subject: `Your motor insurance quote ${quote.ref} from ${quote.companyName}` });
    expect(mail.attachments.map((file) => file.fileName)).toEqual([`${quote.ref}.pdf`]);
    expect((await pdfText(mail.attachments[0]!.content)).text).toContain(quote.ref);
    const row = await mailing.app.db.selectFrom('outbox_messages').selectAll().where('id', '=', result.data.outboxId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
  });

  it('answers 502 with a clear message when the mail server refuses, and keeps the failure in the outbox', async () => {
    const response = await mailing.injectAs(token, { method: 'POST', url: `${PROPOSALS}/${quote._id}/sharequoteviaemail`, payload: { toEmail: 'refused@example.ae' } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^The mail server did not take the e-mail to refused@example\.ae: .*550/);
    const failed = OutboxListResultSchema.parse((await mailing.injectAs(token, { method: 'GET', url: '/api/admin/outbox?search=refused' })).json()).data;
    expect(failed).toMatchObject([{ status: 'failed', transport: 'smtp', error: expect.stringContaining('550') }]);
  });
});
