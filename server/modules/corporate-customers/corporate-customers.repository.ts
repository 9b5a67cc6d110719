import { sql, type SqlBool } from 'kysely';
import {
  CPM_SUB_PRODUCT, CUSTOMER_NAMES_LIMIT, LINES, RENEWAL_IN_PAST, corporateCustomersResource, type CorporateCustomer, type CorporateProposer, type LineRows, type RowStatus,
} from '../../../shared/contract/corporate-customers/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/** The rows of a line as a commercial proposal reads them. */
type GeneralRow = CorporateCustomer['general'][number];

/** A corporate customer as a commercial-lines proposal starts from it (`CorporateProposerSchema`). */
function proposerOf(customer: CorporateCustomer, keep: (row: GeneralRow) => boolean): CorporateProposer {
  const [first] = customer.contactPersons;
  return {
    _id: customer._id,
    companyName: customer.fullName,
    emirate: customer.emirates,
    industry: customer.industry,
    tradeLicenseNumber: customer.tradeLicenseNumber,
    tradeLicenseExpiry: customer.tradeLicenseExpiry,
    contactPerson: first ? { personName: first.personName, email: first.email, mobileNumber: first.mobileNumber, position: first.position } : null,
    lines: customer.general.filter(keep).map((row) => ({
      subProduct: row.subProduct, currentInsurer: row.currentInsurer, renewalDate: row.renewalDate, probability: row.probability, status: row.status,
    })),
  };
}

/** The first row whose renewal date is before `today` and not one the line already had, as `line.index.renewalDate`. */
function pastRenewal(values: Pick<CorporateCustomer, LineRows>, stored: Pick<CorporateCustomer, LineRows> | undefined, today: string): string | undefined {
  for (const line of LINES) {
    const kept = new Set((stored?.[line.rows] ?? []).map((row) => row.renewalDate));
    const index = values[line.rows].findIndex((row) => row.renewalDate < today && !kept.has(row.renewalDate));
    if (index >= 0) return `${line.rows}.${index}.renewalDate`;
  }
  return undefined;
}

/**
 * Corporate customers on the kit, with the area's own reads: the name list of the pickers, the
 * commercial and cpm readings, the insurers and their plans, and a row's status change. `clock`
 * says what today is for the renewal dates (tests move it).
 */
export function createCorporateCustomersRepository(db: Db, clock: () => Date = () => new Date()) {
  const customers = createResourceRepository(db, corporateCustomersResource, 'corporate_customers', {
    async beforeWrite(values, id) {
      const field = pastRenewal(values as CorporateCustomer, id === undefined ? undefined : await customers.get(id), todayInDubai(clock()));
      if (field) throw badRequest(`${field}: ${RENEWAL_IN_PAST}`, { [field]: RENEWAL_IN_PAST });
    },
  });
  return {
    ...customers,

    /** One row's status: the row must exist; the record is saved by the kit's edit, judged by the create rules. */
    async setRowStatus(id: string, change: RowStatus, at: string): Promise<CorporateCustomer> {
      const stored = await customers.get(id);
      const rows = stored[change.line];
      if (change.index >= rows.length) {
        const label = LINES.find((line) => line.rows === change.line)!.label;
        const message = `${label} has no row ${change.index + 1}`;
        throw badRequest(`index: ${message}`, { index: message });
      }
      const changed = rows.map((row, index) => (index === change.index ? { ...row, status: change.status } : row));
      return customers.update(id, { [change.line]: changed }, at);
    },

    /** Live customers' names containing the search, by name, at most `CUSTOMER_NAMES_LIMIT`. */
    async names(search: string | undefined): Promise<Array<{ _id: string; name: string }>> {
      let query = db.selectFrom('corporate_customers').select(['id', 'full_name']).where('removed_at', 'is', null);
      // Lower-cased on both sides: PostgreSQL's LIKE minds case, and a picker's search must not.
      if (search) query = query.where(sql<SqlBool>`lower(full_name) LIKE ${likeContaining(search.toLowerCase())} ESCAPE '\\'`);
      const rows = await query.orderBy('full_name').orderBy('seq').limit(CUSTOMER_NAMES_LIMIT).execute();
      return rows.map((row) => ({ _id: row.id, name: row.full_name }));
    },

    async commercial(id: string): Promise<CorporateProposer> {
      return proposerOf(await customers.get(id), () => true);
    },

    async cpm(id: string): Promise<CorporateProposer> {
      return proposerOf(await customers.get(id), (row) => row.subProduct === CPM_SUB_PRODUCT);
    },

    async insurers(): Promise<Array<{ _id: string; companyName: string }>> {
      const rows = await db.selectFrom('insurance_companies').select(['id', 'company_name']).where('is_active', '=', 1).orderBy('company_name').execute();
      return rows.map((row) => ({ _id: row.id, companyName: row.company_name }));
    },

    /** Active staff accounts (not employees' roles alone: the agent is a staff account), by name. */
    async agents(): Promise<Array<{ _id: string; fullName: string }>> {
      const rows = await db.selectFrom('accounts').select(['id', 'full_name']).where('type', '=', 'user').where('disabled', '=', 0).where('deleted_at', 'is', null)
        .orderBy('full_name').orderBy('id').execute();
      return rows.map((row) => ({ _id: row.id, fullName: row.full_name }));
    },

    async companyPlans(companyId: string) {
      const company = await db.selectFrom('insurance_companies').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!company) throw notFound('Insurance company not found');
      const rows = await db.selectFrom('motor_plans').select(['id', 'plan_name', 'insurance_type', 'is_active']).where('company_id', '=', companyId).orderBy('plan_name').execute();
      return rows.map((row) => ({ _id: row.id, planName: row.plan_name, insuranceType: row.insurance_type, isActive: Number(row.is_active) === 1 }));
    },
  };
}
