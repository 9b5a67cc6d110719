import type { Generated } from 'kysely';
import type { DocumentKind } from '../../../shared/contract/documents/index.js';
import type { Db } from '../../db/database.js';

/** The `documents` table of migration 0003. */
export interface DocumentsTable {
  seq: Generated<number>;
  id: string;
  owner_type: 'customer';
  owner_id: string;
  kind: DocumentKind;
  file_name: string;
  folder_name: string | null;
  mime_type: string;
  size: number;
  /** The stored path, `files/…` (see `storage/storedPath.ts`); built from ids only. */
  path: string;
  uploaded_by: string | null;
  created_at: string;
  updated_at: string;
}

export function documentsDb(db: Db) {
  return db.withTables<{ documents: DocumentsTable }>();
}
