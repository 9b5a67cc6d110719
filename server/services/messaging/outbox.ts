import { rename, writeFile } from 'node:fs/promises';
import type { OutboxChannel } from '../../../shared/contract/sharing/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { OutboxMessagesTable } from '../../db/schema.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath } from '../storage/storedPath.js';
import type { MessageAttachment, MessageOrigin } from './messenger.js';

export interface OutboxEntry extends MessageOrigin {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  status: OutboxMessagesTable['status'];
  error?: string | null;
  /** The adapter that handled it: `sandbox`, `smtp`, … */
  transport: string;
  attachment?: MessageAttachment;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf' };

/**
 * Where every message to a customer is kept, whatever carried it: a row of `outbox_messages`
 * and, for a message with an attachment, the file under `<filesDir>/outbox/<id>.<ext>`
 * (the path is built from the message's id only, never from the file's name).
 *
 * @example const id = await createOutbox(db, filesDir).record({ channel: 'sms', recipient: '+971501234567', subject: null, body, status: 'recorded', transport: 'sandbox' });
 */
export function createOutbox(db: Db, filesDir: string) {
  return {
    async record(entry: OutboxEntry): Promise<string> {
      const id = newId();
      const file = entry.attachment;
      const path = file ? storedPath('outbox', `${id}.${EXTENSIONS[file.mimeType] ?? 'bin'}`) : null;
      if (file && path) {
        const absolute = await placeStoredPath(filesDir, path);
        // Written beside and renamed, so a reader never sees half a file.
        await writeFile(`${absolute}.part`, file.content, { mode: 0o600 });
        await rename(`${absolute}.part`, absolute);
      }
      try {
        await db.insertInto('outbox_messages').values({
          id, channel: entry.channel, recipient: entry.recipient, subject: entry.subject, body: entry.body, status: entry.status,
          error: entry.error ?? null, transport: entry.transport,
          attachment_name: file?.fileName ?? null, attachment_size: file ? file.content.byteLength : null, attachment_mime: file?.mimeType ?? null,
          attachment_path: path, sent_by: entry.sentBy ?? null, proposal_id: entry.proposalId ?? null, quote_id: entry.quoteId ?? null,
          created_at: new Date().toISOString(),
        }).execute();
      } catch (error) {
        if (path) await removeStoredFile(filesDir, path);
        throw error;
      }
      return id;
    },

    absolutePath(path: string): string {
      return resolveStoredPath(filesDir, path);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
