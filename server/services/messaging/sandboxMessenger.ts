import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { Messenger } from './messenger.js';

/**
 * Behaves like a delivered message and keeps it in `outbox_messages`, where staff and tests
 * can read exactly what would have gone out.
 */
export function createSandboxMessenger(db: Db): Messenger {
  async function record(channel: 'sms' | 'email', recipient: string, subject: string | null, body: string) {
    await db.insertInto('outbox_messages').values({
      id: newId(), channel, recipient, subject, body, status: 'sent', created_at: new Date().toISOString(),
    }).execute();
  }
  return {
    sendSms: (message) => record('sms', `+971${message.toMobileNumber}`, null, message.body),
    sendEmail: (message) => {
      const attached = message.attachments?.map((file) => `\n[attachment: ${file.fileName}]`).join('') ?? '';
      return record('email', message.to, message.subject, message.body + attached);
    },
  };
}
