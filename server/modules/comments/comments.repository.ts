import type { Comment } from '../../../shared/contract/common.schema.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { EntityType } from '../../db/schema.js';

/**
 * Staff comments on a record (a customer, a proposal, a policy), newest first. The author's name
 * is read at each display; an account removed since shows as a former staff member.
 */
export function createCommentsRepository(db: Db, now: () => number = Date.now) {
  return {
    async list(entityType: EntityType, entityId: string): Promise<Comment[]> {
      const rows = await db.selectFrom('comments').leftJoin('accounts', 'accounts.id', 'comments.account_id')
        .selectAll('comments').select('accounts.full_name as author_name')
        .where('comments.entity_type', '=', entityType).where('comments.entity_id', '=', entityId)
        .orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').execute();
      return rows.map((row) => ({
        _id: row.id, comment: row.body, createdAt: row.created_at, updatedAt: row.updated_at,
        author: { _id: row.account_id ?? 'removed', fullName: row.author_name ?? 'Former staff member' },
      }));
    },

    async add(entityType: EntityType, entityId: string, accountId: string, body: string): Promise<Comment> {
      const at = new Date(now()).toISOString();
      const id = newId();
      await db.insertInto('comments').values({ id, entity_type: entityType, entity_id: entityId, account_id: accountId, body, created_at: at, updated_at: at }).execute();
      const author = await db.selectFrom('accounts').select('full_name').where('id', '=', accountId).executeTakeFirstOrThrow();
      return { _id: id, comment: body, createdAt: at, updatedAt: at, author: { _id: accountId, fullName: author.full_name } };
    },
  };
}
