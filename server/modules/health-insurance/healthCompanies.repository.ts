import { healthCompaniesResource } from '../../../shared/contract/health-insurance/index.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

const CLASH = 'This insurer already sells health: edit its health settings instead';
const clash = () => conflict(`companyId: ${CLASH}`, { companyId: CLASH });

/**
 * Insurers' health settings on the kit, with the rules of their own: one record per insurer (the
 * table's unique key holds it against two writes at once, with the same 409); a record stays with
 * its insurer; and the insurer's "writes health" switch follows the record, on when it is
 * created and off when it is removed, so the company pages and the health lists agree.
 */
export function createHealthCompaniesRepository(db: Db) {
  /** The kit's repository on `executor` (the database, or a transaction with the switch's write). */
  const settingsOn = (executor: Db) => createResourceRepository(executor, healthCompaniesResource, 'health_company_settings', {
    async beforeWrite(values, id) {
      if (id) {
        const stored = await executor.selectFrom('health_company_settings').select('company_id').where('id', '=', id).executeTakeFirstOrThrow();
        if (stored.company_id !== values.companyId) {
          const message = 'Health settings stay with their insurer: remove them and create them for the other insurer';
          throw badRequest(`companyId: ${message}`, { companyId: message });
        }
        return;
      }
      if (await executor.selectFrom('health_company_settings').select('id').where('company_id', '=', values.companyId).executeTakeFirst()) throw clash();
    },
    async beforeRemove(record) {
      await executor.updateTable('insurance_companies').set({ health_active: 0, updated_at: new Date().toISOString() }).where('id', '=', record.companyId!).execute();
    },
  });
  const settings = settingsOn(db);
  return {
    ...settings,
    // The settings and the insurer's switch change together or not at all.
    create: (input: Parameters<typeof settings.create>[0], at: string) => db.transaction().execute(async (trx) => {
      const record = await settingsOn(trx).create(input, at).catch((error: unknown) => {
        throw isUniqueViolation(error, 'company_id') ? clash() : error;
      });
      await trx.updateTable('insurance_companies').set({ health_active: 1, updated_at: at }).where('id', '=', input.companyId).execute();
      return record;
    }),
    remove: (id: string, at: string) => db.transaction().execute((trx) => settingsOn(trx).remove(id, at)),
  };
}
