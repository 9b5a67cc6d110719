import type { DeliveredMessage, MessageAttachment, MessageOrigin } from './messenger.js';
import type { Outbox } from './outbox.js';
import { SANDBOX_TRANSPORT } from './sandboxMessenger.js';

/** The customer as the chatbot knows them (FIELDS.md "Export User": name, email, phone as 971…, the agent's e-mail). */
export interface ChatbotContact {
  name: string;
  email: string;
  /** 9 national digits. */
  mobileNumber: string;
  agentEmail: string | null;
}

export interface ChatbotPdf extends MessageOrigin {
  contact: ChatbotContact;
  /** The text sent with the file. */
  caption: string;
  attachment: MessageAttachment;
}

/**
 * The outside chatbot service (spec 000 §7 "Sharing": send a PDF to a customer, add a customer;
 * its paths and token are not known). Every call leaves an outbox entry on channel `chatbot`.
 */
export interface ChatbotAdapter {
  sendPdf(message: ChatbotPdf): Promise<DeliveredMessage>;
  addCustomer(request: MessageOrigin & { contact: ChatbotContact }): Promise<DeliveredMessage>;
}

const phoneOf = (contact: ChatbotContact) => `+971${contact.mobileNumber}`;

/**
 * Records what would have gone to the chatbot, with status `recorded`; the default until a real
 * chatbot adapter exists.
 *
 * @example const chatbot = createSandboxChatbot(createOutbox(app.db, filesDir));
 */
export function createSandboxChatbot(outbox: Outbox): ChatbotAdapter {
  return {
    async sendPdf(message) {
      const outboxId = await outbox.record({
        channel: 'chatbot', recipient: phoneOf(message.contact), subject: message.attachment.fileName, body: message.caption, status: 'recorded',
        transport: SANDBOX_TRANSPORT, attachment: message.attachment, sentBy: message.sentBy, proposalId: message.proposalId, quoteId: message.quoteId,
      });
      return { outboxId, status: 'recorded' };
    },
    async addCustomer(request) {
      const { contact } = request;
      const outboxId = await outbox.record({
        channel: 'chatbot', recipient: phoneOf(contact), subject: 'Add customer to the chatbot',
        body: `action=create; name=${contact.name}; email=${contact.email}; phone=971${contact.mobileNumber}; agent_email=${contact.agentEmail ?? '-'}`,
        status: 'recorded', transport: SANDBOX_TRANSPORT, sentBy: request.sentBy, proposalId: request.proposalId, quoteId: request.quoteId,
      });
      return { outboxId, status: 'recorded' };
    },
  };
}
