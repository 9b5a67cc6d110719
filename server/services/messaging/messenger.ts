/** A text message to a UAE mobile (9 national digits). */
export interface SmsMessage {
  toMobileNumber: string;
  body: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  attachments?: Array<{ fileName: string; path: string }>;
}

/**
 * Sends SMS and e-mail to customers. The sandbox adapter (the default) records every message
 * in the outbox instead of sending; a real gateway adapter implements the same two calls.
 */
export interface Messenger {
  sendSms(message: SmsMessage): Promise<void>;
  sendEmail(message: EmailMessage): Promise<void>;
}
