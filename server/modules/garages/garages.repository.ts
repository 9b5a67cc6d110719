import { garagesResource } from '../../../shared/contract/garages/index.js';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/**
 * Garages on the kit, with their rule of their own: a name is one live garage's in its emirate
 * (compared without case, as the name column is). The table's unique index holds the same rule
 * against two writes at once.
 */
export function createGaragesRepository(db: Db) {
  return createResourceRepository(db, garagesResource, 'garages', {
    async beforeWrite(values, id) {
      let query = db.selectFrom('garages').select('id').where('name', '=', values.name).where('emirate', '=', values.emirate).where('removed_at', 'is', null);
      if (id) query = query.where('id', '!=', id);
      if (await query.executeTakeFirst()) {
        const message = `A garage named ${values.name} is already listed in ${values.emirate}`;
        throw conflict(message, { name: message });
      }
    },
  });
}
