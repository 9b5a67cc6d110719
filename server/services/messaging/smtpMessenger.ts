import { createTransport } from 'nodemailer';
import { DeliveryError, type Messenger } from './messenger.js';
import type { Outbox } from './outbox.js';
import { createSandboxMessenger } from './sandboxMessenger.js';

export const SMTP_TRANSPORT = 'smtp';

/** `BROKERDESK_SMTP_URL` and `BROKERDESK_SMTP_FROM`. */
export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; extra options as query parameters. */
  url: string;
  /** The sender, `brokerdesk@example.ae` or `BrokerDesk <brokerdesk@example.ae>`. */
  from: string;
}

/** A mail server that does not answer is given up on after this long, so a share never hangs. */
const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_ERROR_LENGTH = 500;

/**
 * E-mail sent through an SMTP server (nodemailer), then kept in the outbox as `sent`; a refusal is
 * kept as `failed` with the server's reason and answered 502. There is no SMS gateway, so text
 * messages are still recorded by the sandbox.
 *
 * @example const messenger = createSmtpMessenger(outbox, { url: 'smtp://user:pass@mail.example.ae:587', from: 'BrokerDesk <desk@example.ae>' });
 */
export function createSmtpMessenger(outbox: Outbox, settings: SmtpSettings, options: { timeoutMs?: number } = {}): Messenger {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({ url: settings.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  const sandbox = createSandboxMessenger(outbox);

  return {
    sendSms: (message) => sandbox.sendSms(message),

    async sendEmail(message) {
      const origin = { sentBy: message.sentBy, proposalId: message.proposalId, quoteId: message.quoteId };
      const entry = {
        channel: 'email' as const, recipient: message.to, subject: message.subject, body: message.body, transport: SMTP_TRANSPORT,
        attachment: message.attachment, ...origin,
      };
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          ...(message.attachment && {
            attachments: [{ filename: message.attachment.fileName, contentType: message.attachment.mimeType, content: Buffer.from(message.attachment.content) }],
          }),
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        const outboxId = await outbox.record({ ...entry, status: 'failed', error: reason });
        throw new DeliveryError(`The mail server did not take the e-mail to ${message.to}: ${reason}`, outboxId);
      }
      return { outboxId: await outbox.record({ ...entry, status: 'sent' }), status: 'sent' };
    },
  };
}
