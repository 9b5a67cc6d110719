import { OutboxMessageSchema, type OutboxMessage } from '../../../shared/contract/sharing/sharing.schema.js';

/** A schema-valid outbox message for tests: the e-mail of quote QUO-1001 with its PDF, recorded by the sandbox. */
export function outboxMessageFixture(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return OutboxMessageSchema.parse({
    _id: 'm1',
    channel: 'email',
    recipient: 'omar@example.ae',
    subject: 'Your Orient Insurance quote QUO-1001',
    body: 'Dear Omar Haddad,\n\nYour quote from Orient Insurance is attached.\nTotal: AED 2,205.00\n\nBrokerDesk',
    status: 'recorded',
    error: null,
    transport: 'sandbox',
    attachment: { fileName: 'QUO-1001.pdf', size: 20_480, mimeType: 'application/pdf' },
    sentBy: { _id: 'u1', fullName: 'Sara Staff' },
    createdAt: '2025-03-04T08:00:00.000Z',
    ...overrides,
  });
}

/** A share's answer as the server gives it. */
export function shareAnswer(message = 'Quote sent to omar@example.ae', outboxId = 'm1') {
  return { success: true as const, message, data: { outboxId } };
}
