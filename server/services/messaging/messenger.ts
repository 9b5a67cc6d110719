import { HttpError } from '../../http/httpError.js';

/** A file sent with a message; the outbox keeps a copy with the message. */
export interface MessageAttachment {
  fileName: string;
  mimeType: string;
  content: Uint8Array;
}

/** Who sent a message and what it is about, kept with its outbox entry. */
export interface MessageOrigin {
  /** The staff account that sent it; absent for messages the system sends on its own. */
  sentBy?: string | null;
  proposalId?: string | null;
  quoteId?: string | null;
}

/** A text message to a UAE mobile (9 national digits); it is recorded as `+971…`. */
export interface SmsMessage extends MessageOrigin {
  toMobileNumber: string;
  body: string;
}

export interface EmailMessage extends MessageOrigin {
  to: string;
  subject: string;
  body: string;
  attachment?: MessageAttachment;
}

/** What became of a message: its outbox entry, `sent` by a real transport or `recorded` by the sandbox. */
export interface DeliveredMessage {
  outboxId: string;
  status: 'sent' | 'recorded';
}

/**
 * A message the transport refused: it is in the outbox as `failed` with the reason, and the
 * request that sent it answers 502 with this message.
 */
export class DeliveryError extends HttpError {
  constructor(message: string, readonly outboxId: string) {
    super(502, message);
    this.name = 'DeliveryError';
  }
}

/**
 * Sends SMS and e-mail to customers, and keeps every message in the outbox. The sandbox adapter
 * (the default) records instead of sending; the SMTP adapter sends e-mail for real.
 *
 * @example const { outboxId } = await messenger.sendEmail({ to, subject, body, attachment, sentBy: auth.accountId });
 */
export interface Messenger {
  sendSms(message: SmsMessage): Promise<DeliveredMessage>;
  sendEmail(message: EmailMessage): Promise<DeliveredMessage>;
}
