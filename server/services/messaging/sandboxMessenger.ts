import type { Messenger } from './messenger.js';
import type { Outbox } from './outbox.js';

export const SANDBOX_TRANSPORT = 'sandbox';

/**
 * Behaves like a delivered message and keeps it in the outbox with status `recorded`, where
 * staff and tests can read exactly what would have gone out, attachment included.
 *
 * @example const messenger = createSandboxMessenger(createOutbox(app.db, filesDir));
 */
export function createSandboxMessenger(outbox: Outbox): Messenger {
  return {
    async sendSms(message) {
      const outboxId = await outbox.record({
        channel: 'sms', recipient: `+971${message.toMobileNumber}`, subject: null, body: message.body, status: 'recorded',
        transport: SANDBOX_TRANSPORT, sentBy: message.sentBy, proposalId: message.proposalId, quoteId: message.quoteId,
      });
      return { outboxId, status: 'recorded' };
    },
    async sendEmail(message) {
      const outboxId = await outbox.record({
        channel: 'email', recipient: message.to, subject: message.subject, body: message.body, status: 'recorded', transport: SANDBOX_TRANSPORT,
        attachment: message.attachment, sentBy: message.sentBy, proposalId: message.proposalId, quoteId: message.quoteId,
      });
      return { outboxId, status: 'recorded' };
    },
  };
}
