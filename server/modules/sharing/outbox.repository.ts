import { sql, type SqlBool } from 'kysely';
import type { OutboxListQuerySchema, OutboxMessage } from '../../../shared/contract/sharing/index.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import type { OutboxMessagesTable } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';

type ListQuery = z.output<typeof OutboxListQuerySchema>;
type Row = OutboxMessagesTable & { sent_by_name: string | null };

function toOutboxMessage(row: Row): OutboxMessage {
  return {
    _id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    transport: row.transport,
    attachment: row.attachment_name ? { fileName: row.attachment_name, size: row.attachment_size ?? 0, mimeType: row.attachment_mime ?? 'application/octet-stream' } : null,
    sentBy: row.sent_by ? { _id: row.sent_by, fullName: row.sent_by_name ?? '-' } : null,
    createdAt: row.created_at,
  };
}

/**
 * A mobile number as typed in a search box (`050 123 4567`, `+971 50…`) as the digits the outbox
 * keeps after `+971`; null when the text is not a phone number.
 */
function mobileDigits(search: string): string | null {
  if (!/^[\d\s+()-]{5,}$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^(?:00971|971|0)/, '');
  return digits.length >= 4 ? digits : null;
}

/** The outbox as staff read it: newest first, one channel or all, searched by recipient, subject and text. */
export function createOutboxRepository(db: Db) {
  function selectMessages() {
    return db.selectFrom('outbox_messages').leftJoin('accounts', 'accounts.id', 'outbox_messages.sent_by')
      .selectAll('outbox_messages').select('accounts.full_name as sent_by_name');
  }

  async function row(id: string): Promise<Row> {
    const found = await selectMessages().where('outbox_messages.id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Message not found');
    return found;
  }

  return {
    /** A page of messages; a search counts its matches up to the cap. */
    async list(query: ListQuery): Promise<ListPage<OutboxMessage>> {
      let filtered = db.selectFrom('outbox_messages');
      if (query.channel !== 'all') filtered = filtered.where('outbox_messages.channel', '=', query.channel);
      const search = query.search?.trim();
      if (search) {
        const pattern = likeContaining(search);
        const digits = mobileDigits(search);
        filtered = filtered.where(sql<SqlBool>`(outbox_messages.recipient LIKE ${pattern} ESCAPE '\\' OR outbox_messages.subject LIKE ${pattern} ESCAPE '\\' OR outbox_messages.body LIKE ${pattern} ESCAPE '\\'${
          digits ? sql` OR outbox_messages.recipient LIKE ${likeContaining(digits)} ESCAPE '\\'` : sql``})`);
      }
      const offset = offsetOf(query.page, query.size);
      const [counted, rows] = await Promise.all([
        search ? undefined : filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        filtered.leftJoin('accounts', 'accounts.id', 'outbox_messages.sent_by')
          .selectAll('outbox_messages').select('accounts.full_name as sent_by_name')
          .orderBy('outbox_messages.created_at', 'desc').orderBy('outbox_messages.id', 'desc')
          .limit(query.size).offset(offset).execute(),
      ]);
      const total: PageTotal = counted
        ? { total: Number(counted.n), capped: false }
        : await searchTotal(rows.length, offset, query.size, countingUpTo(db, filtered.select('outbox_messages.id')));
      return { items: rows.map(toOutboxMessage), totalItems: total.total, totalCapped: total.capped };
    },

    async get(id: string): Promise<OutboxMessage> {
      return toOutboxMessage(await row(id));
    },

    /** The stored attachment of a message: its name, type and stored path (`files/…`, see `storedPath.ts`). */
    async attachment(id: string): Promise<{ fileName: string; mimeType: string; path: string }> {
      const found = await row(id);
      if (!found.attachment_path || !found.attachment_name) throw notFound('Attachment not found: this message was sent without one');
      return { fileName: found.attachment_name, mimeType: found.attachment_mime ?? 'application/octet-stream', path: found.attachment_path };
    },
  };
}
