import type { Document } from '../../../shared/contract/documents/index.js';
import type { Db } from '../../db/database.js';
import { offsetOf } from '../../http/pagination.js';
import { documentsDb } from '../../services/uploads/documents.tables.js';
import type { StoredDocument } from '../../services/uploads/documentStorage.js';
import { likeContaining } from '../../db/like.js';

/** A customer's documents; the SQL of the documents area. */
export function createDocumentsRepository(database: Db) {
  const db = documentsDb(database);

  function query() {
    return db.selectFrom('documents')
      .leftJoin('accounts', 'accounts.id', 'documents.uploaded_by')
      .select([
        'documents.id', 'documents.owner_id', 'documents.kind', 'documents.file_name', 'documents.folder_name',
        'documents.mime_type', 'documents.size', 'documents.path', 'documents.uploaded_by', 'documents.created_at',
        'documents.updated_at', 'accounts.full_name as uploader_name',
      ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

  function toDocument(row: Row): Document {
    return {
      _id: row.id, customerId: row.owner_id, kind: row.kind, fileName: row.file_name, folderName: row.folder_name,
      mimeType: row.mime_type, size: row.size, createdAt: row.created_at, updatedAt: row.updated_at,
      uploadedBy: row.uploaded_by ? { _id: row.uploaded_by, fullName: row.uploader_name ?? '' } : null,
    };
  }

  return {
    async add(customerId: string, documents: StoredDocument[], accountId: string, at = new Date()): Promise<Document[]> {
      const now = at.toISOString();
      await db.insertInto('documents').values(documents.map((document) => ({
        id: document.id, owner_type: 'customer' as const, owner_id: customerId, kind: document.kind, file_name: document.fileName,
        folder_name: document.folderName, mime_type: document.mimeType, size: document.size, path: document.path,
        uploaded_by: accountId, created_at: now, updated_at: now,
      }))).execute();
      const rows = await query().where('documents.id', 'in', documents.map((document) => document.id)).orderBy('documents.seq').execute();
      return rows.map(toDocument);
    },

    async list(customerId: string, page: number, size: number, search?: string): Promise<{ items: Document[]; totalItems: number }> {
      let filtered = db.selectFrom('documents').where('owner_type', '=', 'customer').where('owner_id', '=', customerId);
      if (search) filtered = filtered.where('file_name', 'like', likeContaining(search));
      const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = query().where('documents.owner_type', '=', 'customer').where('documents.owner_id', '=', customerId);
      if (search) rows = rows.where('documents.file_name', 'like', likeContaining(search));
      const items = await rows.orderBy('documents.seq', 'desc').limit(size).offset(offsetOf(page, size)).execute();
      return { items: items.map(toDocument), totalItems: Number(count.n) };
    },

    async find(customerId: string, documentId: string): Promise<(Document & { path: string }) | undefined> {
      const row = await query().where('documents.owner_id', '=', customerId).where('documents.id', '=', documentId).executeTakeFirst();
      return row && { ...toDocument(row), path: row.path };
    },
  };
}
