import { garagesResource } from '../../../shared/contract/garages/index.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

const clashText = (name: string, emirate: string) => `A garage named ${name} is already listed in ${emirate}`;

/**
 * Garages on the kit, with their rule of their own: a name is one live garage's in its emirate
 * (compared without case, as the name column is). The table's unique index holds the same rule
 * against two writes at once, and its refusal is the same 409.
 */
export function createGaragesRepository(db: Db) {
  const garages = createResourceRepository(db, garagesResource, 'garages', {
    async beforeWrite(values, id) {
      let query = db.selectFrom('garages').select('id').where('name', '=', values.name).where('emirate', '=', values.emirate).where('removed_at', 'is', null);
      if (id) query = query.where('id', '!=', id);
      if (await query.executeTakeFirst()) {
        const message = clashText(values.name, values.emirate);
        throw conflict(message, { name: message });
      }
    },
  });
  const clashing = (name: string, emirate: string) => (error: unknown): never => {
    if (!isUniqueViolation(error, 'name')) throw error;
    const message = clashText(name, emirate);
    throw conflict(message, { name: message });
  };
  return {
    ...garages,
    create: (input: Parameters<typeof garages.create>[0], at: string) => garages.create(input, at).catch(clashing(input.name, input.emirate)),
    async update(id: string, edit: Parameters<typeof garages.update>[1], at: string) {
      const stored = await garages.get(id);
      return garages.update(id, edit, at).catch(clashing(edit.name ?? stored.name, edit.emirate ?? stored.emirate));
    },
  };
}
