import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { DeliveryError } from './messenger.js';
import { createOutbox } from './outbox.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fixtures/messaging/smtpFixture.js';
import { createSmtpMessenger } from './smtpMessenger.js';

const PDF_BYTES = Buffer.from('%PDF-1.4\n% BrokerDesk comparison\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let sink: SmtpSink;
let db: Db;
let dataDir: string;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ db, close: closeDb } = await openTestDatabase());
  dataDir = await mkdtemp(join(tmpdir(), 'brokerdesk-smtp-'));
});
afterAll(async () => {
  await sink.close();
  await closeDb();
  await rm(dataDir, { recursive: true, force: true });
});

const messengerFor = (url: string) => createSmtpMessenger(createOutbox(db, join(dataDir, 'files')), { url, from: 'BrokerDesk <desk@brokerdesk.test>' }, { timeoutMs: 3000 });
const outboxRow = (id: string) => db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the SMTP messenger', () => {
  it('sends the e-mail with its PDF through the mail server, signed in, and keeps it in the outbox as sent', async () => {
    const delivered = await messengerFor(sink.url).sendEmail({
      to: 'aisha@example.ae', subject: 'Your motor insurance quotes PRO-000042', body: 'Dear Aisha,\n\nPlease find the comparison attached.',
      attachment: { fileName: 'Comparison-PRO-000042.pdf', mimeType: 'application/pdf', content: PDF_BYTES }, sentBy: null, proposalId: 'p1',
    });
    expect(delivered.status).toBe('sent');

    const mail = sink.received.at(-1)!;
    expect(mail).toMatchObject({ from: 'desk@brokerdesk.test', to: ['aisha@example.ae'], user: 'desk', subject: 'Your motor insurance quotes PRO-000042' });
    expect(mail.raw).toContain('Please find the comparison attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ fileName: 'Comparison-PRO-000042.pdf', mimeType: 'application/pdf' });
    expect(mail.attachments[0]!.content.equals(PDF_BYTES)).toBe(true);

    const row = await outboxRow(delivered.outboxId);
    expect(row).toMatchObject({
      channel: 'email', recipient: 'aisha@example.ae', status: 'sent', transport: 'smtp', error: null, proposal_id: 'p1',
      attachment_name: 'Comparison-PRO-000042.pdf', attachment_size: PDF_BYTES.length, attachment_mime: 'application/pdf',
      attachment_path: `files/outbox/${delivered.outboxId}.pdf`,
    });
    expect((await readFile(join(dataDir, row.attachment_path!))).equals(PDF_BYTES)).toBe(true);
  });

  it('keeps a refused e-mail as failed with the server\'s reason and throws a 502 naming the recipient', async () => {
    const before = sink.received.length;
    const error = await messengerFor(sink.url).sendEmail({ to: 'refused@example.ae', subject: 'Quote', body: 'Text' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    const refusal = error as DeliveryError;
    expect(refusal.statusCode).toBe(502);
    expect(refusal.message).toMatch(/^The mail server did not take the e-mail to refused@example\.ae: .*550/);
    expect(sink.received).toHaveLength(before);
    expect(await outboxRow(refusal.outboxId)).toMatchObject({ status: 'failed', transport: 'smtp', recipient: 'refused@example.ae', error: expect.stringContaining('550') });
  });

  it('fails the same way when the sign-in is refused, without repeating the password', async () => {
    const error = (await messengerFor(sink.url.replace('sink-pass', 'wrong-pass')).sendEmail({ to: 'aisha@example.ae', subject: 'Quote', body: 'Text' })
      .catch((caught: unknown) => caught)) as DeliveryError;
    expect(error.statusCode).toBe(502);
    expect(error.message).not.toContain('wrong-pass');
    expect((await outboxRow(error.outboxId)).status).toBe('failed');
  });

  it('records text messages through the sandbox, since there is no SMS gateway', async () => {
    const before = sink.received.length;
    const delivered = await messengerFor(sink.url).sendSms({ toMobileNumber: '501234567', body: 'Your quote', sentBy: null });
    expect(delivered.status).toBe('recorded');
    expect(await outboxRow(delivered.outboxId)).toMatchObject({ channel: 'sms', recipient: '+971501234567', status: 'recorded', transport: 'sandbox' });
    expect(sink.received).toHaveLength(before);
  });
});
