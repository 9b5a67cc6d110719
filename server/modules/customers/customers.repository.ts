import { sql } from 'kysely';
import type { z } from 'zod';
import type { Customer, CustomerInputSchema, CustomerUpdateSchema } from '../../../shared/contract/customers/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { CustomerRow, CustomersTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { changedColumns } from '../../http/edits.js';
import { conflict, notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { anchoredKeys, pageOfKeys, searchTotal, type SortKey } from '../../db/paging.js';
import { customerSearchCondition, toSearchQuery, type SearchQuery } from './customerSearch.js';
import { dialectOf, lockSeries } from '../../db/dialect.js';
import { createStampedCache, type StampedCache } from '../../db/stampedCache.js';

type CustomerFields = z.output<typeof CustomerInputSchema>;
type CustomerEdit = Omit<z.output<typeof CustomerUpdateSchema>, 'coustomerId'>;

export interface CustomerFilter {
  search?: string | undefined;
  isBlock?: boolean | undefined;
}

/** Filters and pages remembered between writes; a write forgets them all. */
const CACHE_LIMIT = 1000;

/**
 * The next customer number (`seq`, shown as `CUS-000124`), in the transaction that inserts the
 * customer: the series is held until it ends, so two instances never number two customers alike.
 */
export async function nextCustomerSeq(executor: Db): Promise<number> {
  await lockSeries(executor, 'customers');
  const { last } = await executor.selectFrom('customers').select((eb) => eb.fn.max('seq').as('last')).executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    customerId: row.customer_ref,
    fullName: row.full_name,
    email: row.email,
    countryCode: row.country_code,
    mobileNumber: row.mobile_number,
    role: row.role,
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality,
    emiratesId: row.emirates_id,
    drivingLicenseNo: row.driving_license_no,
    drivingLicenseIssueDate: row.driving_license_issue_date,
    drivingLicenseExpiryDate: row.driving_license_expiry_date,
    isBlock: row.is_block === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns of the fields given; a field left out (`undefined`) is no column. */
function toColumns(input: CustomerEdit) {
  return {
    full_name: input.fullName,
    email: input.email,
    country_code: input.countryCode,
    mobile_number: input.mobileNumber,
    date_of_birth: input.dateOfBirth,
    nationality: input.nationality,
    emirates_id: input.emiratesId,
    driving_license_no: input.drivingLicenseNo,
    driving_license_issue_date: input.drivingLicenseIssueDate,
    driving_license_expiry_date: input.drivingLicenseExpiryDate,
  } satisfies Partial<CustomersTable>;
}

const FIELD_LABELS: Record<keyof ReturnType<typeof toColumns>, string> = {
  full_name: 'full name', email: 'e-mail', country_code: 'country code', mobile_number: 'mobile number',
  date_of_birth: 'date of birth', nationality: 'nationality', emirates_id: 'Emirates ID',
  driving_license_no: 'driving licence number', driving_license_issue_date: 'driving licence issue date',
  driving_license_expiry_date: 'driving licence expiry date',
};

export function customerRef(seq: number): string {
  return `CUS-${String(seq).padStart(6, '0')}`;
}

const duplicateEmail = (email: string) => {
  const message = `A customer with the e-mail ${email} already exists.`;
  return conflict(message, { email: message });
};

/** The list's cached pages and totals, one set per database, so every repository over it shares them. */
const readCaches = new WeakMap<Db, { totals: StampedCache<number>; pages: StampedCache<Customer[]>; anchorSets: StampedCache<SortKey[]> }>();
function readCachesOf(db: Db) {
  let caches = readCaches.get(db);
  if (!caches) {
    caches = {
      totals: createStampedCache<number>(db, 'customers', { limit: CACHE_LIMIT }),
      pages: createStampedCache<Customer[]>(db, 'customers', { limit: CACHE_LIMIT }),
      anchorSets: createStampedCache<SortKey[]>(db, 'customers', { limit: 10 }),
    };
    readCaches.set(db, caches);
  }
  return caches;
}

/**
 * Customers: the searched, paged list and the record's writes. Every list is newest first by
 * walking `seq` (the creation order) backwards, through a search index when searching, so a page
 * costs the same whatever its filter; a deep page of the whole list seeks from kept anchors
 * (`anchoredKeys`). A search counts its matches up to `COUNT_CAP`. Pages, totals and anchors are
 * cached until the next customer write, on any instance.
 */
export function createCustomersRepository(db: Db) {
  const { totals, pages, anchorSets } = readCachesOf(db);
  function filterKey(filter: CustomerFilter): string {
    const search = toSearchQuery(filter.search);
    return `${search?.index ?? ''}|${search?.match ?? ''}|${filter.isBlock ?? ''}`;
  }

  function blockCondition(filter: CustomerFilter) {
    return filter.isBlock === undefined ? sql`` : sql`AND c.is_block = ${filter.isBlock ? 1 : 0}`;
  }

  /**
   * Where a search reads: on SQLite the search index drives, yielding matches newest first by its
   * row ids (the customers' `seq`), so no sort and no full scan; on PostgreSQL the customers, through
   * the search's own indexes (`customerSearchCondition`). The customer row is `c` in both.
   */
  function searchedCustomers(search: SearchQuery) {
    if (dialectOf(db) === 'postgres') return { from: sql`customers c`, matches: customerSearchCondition(search.postgres, 'c'), seq: sql.ref('c.seq') };
    return {
      from: sql`${sql.table(search.index)} s JOIN customers c ON c.seq = s.rowid`,
      matches: sql`s.${sql.ref(search.index)} MATCH ${search.match}`,
      seq: sql.ref('s.rowid'),
    };
  }

  /** Rows of a filter, newest first, optionally only those older than `beforeSeq`. */
  async function rows(filter: CustomerFilter, limit: number, offset: number, beforeSeq?: number): Promise<CustomerRow[]> {
    const search = toSearchQuery(filter.search);
    if (search === null) {
      let query = db.selectFrom('customers');
      if (filter.isBlock !== undefined) query = query.where('is_block', '=', filter.isBlock ? 1 : 0);
      if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
      const page = query.orderBy('seq', 'desc').limit(limit).offset(offset);
      // SQLite's table is its `seq` b-tree, so walking the rows costs what walking the keys does. On
      // PostgreSQL a walk over whole rows reads every skipped row from the table (7 to 10 ms at page
      // 1,000 of 100,000 customers); the page's keys come from the primary key alone (an index-only
      // scan, about 2 ms), then only its rows.
      if (dialectOf(db) !== 'postgres') return page.selectAll().execute();
      return db.selectFrom('customers').selectAll().where('seq', 'in', page.select('seq')).orderBy('seq', 'desc').execute();
    }
    const { from, matches, seq } = searchedCustomers(search);
    const { rows: found } = await sql<CustomerRow>`
      SELECT c.* FROM ${from} WHERE ${matches} ${blockCondition(filter)}
        ${beforeSeq === undefined ? sql`` : sql`AND ${seq} < ${beforeSeq}`}
      ORDER BY ${seq} DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return found;
  }

  /** A page of the list without a search: its keys after the nearest anchor, then its rows. */
  async function unsearchedPage(filter: CustomerFilter, limit: number, offset: number): Promise<CustomerRow[]> {
    const keysAfter = async (after: SortKey | undefined, skip: number, take: number): Promise<SortKey[]> => {
      let query = db.selectFrom('customers').select('seq');
      if (filter.isBlock !== undefined) query = query.where('is_block', '=', filter.isBlock ? 1 : 0);
      if (after) query = query.where('seq', '<', Number(after.seq));
      const found = await query.orderBy('seq', 'desc').limit(take).offset(skip).execute();
      return found.map((row) => ({ value: Number(row.seq), seq: Number(row.seq) }));
    };
    const anchors = await anchorSets.get(filterKey(filter), () => Promise.resolve([]));
    const keys = await anchoredKeys(keysAfter, anchors, offset, limit);
    return pageOfKeys({ execute: () => Promise.resolve(keys) }, (seqs) => db.selectFrom('customers').selectAll().where('seq', 'in', seqs).execute());
  }

  /** How many customers a search finds, counting at most `limit`. */
  async function countUpTo(search: SearchQuery, filter: CustomerFilter, limit: number): Promise<number> {
    const { from, matches } = searchedCustomers(search);
    const { rows: [result] } = await sql<{ total: number | string }>`
      SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${matches} ${blockCondition(filter)} LIMIT ${limit}) matched`.execute(db);
    return Number(result?.total ?? 0);
  }

  /** Every customer the filter finds, counted exactly (the CSV export's row count). */
  async function count(filter: CustomerFilter): Promise<number> {
    const search = toSearchQuery(filter.search);
    if (search === null) {
      let query = db.selectFrom('customers');
      if (filter.isBlock !== undefined) query = query.where('is_block', '=', filter.isBlock ? 1 : 0);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return total;
    }
    const { from, matches } = searchedCustomers(search);
    const { rows: [result] } = await sql<{ total: number }>`
      SELECT count(*) AS total FROM ${from} WHERE ${matches} ${blockCondition(filter)}`.execute(db);
    return result?.total ?? 0;
  }

  function total(filter: CustomerFilter): Promise<number> {
    return totals.get(filterKey(filter), () => count(filter));
  }

  async function findRow(id: string): Promise<CustomerRow> {
    const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Customer not found');
    return row;
  }

  function addHistory(executor: Db, customerId: string, accountId: string | null, action: string, detail: string, at: string) {
    return executor.insertInto('history').values({
      id: newId(), entity_type: 'customer', entity_id: customerId, line: null, account_id: accountId, action, detail,
      created_at: at, updated_at: at,
    }).execute();
  }

  return {
    async list(filter: CustomerFilter, page: number, size: number): Promise<ListPage<Customer>> {
      const key = filterKey(filter);
      const offset = offsetOf(page, size);
      const search = toSearchQuery(filter.search);
      if (search === null) {
        const [items, totalItems] = await Promise.all([
          pages.get(`${key}|${page}|${size}`, async () => (await unsearchedPage(filter, size, offset)).map(toCustomer)),
          total(filter),
        ]);
        return { items, totalItems };
      }
      const items = await pages.get(`${key}|${page}|${size}`, async () => (await rows(filter, size, offset)).map(toCustomer));
      const counted = await searchTotal(items.length, offset, size, (limit) => totals.get(`${key}|up to ${limit}`, () => countUpTo(search, filter, limit)));
      return { items, totalItems: counted.total, totalCapped: counted.capped };
    },

    /** The whole search in chunks, newest first, for the CSV export. */
    async *inChunks(filter: CustomerFilter, chunkSize: number, maxRows: number): AsyncGenerator<CustomerRow[]> {
      let beforeSeq: number | undefined;
      let remaining = maxRows;
      while (remaining > 0) {
        const chunk = await rows(filter, Math.min(chunkSize, remaining), 0, beforeSeq);
        if (chunk.length === 0) return;
        yield chunk;
        remaining -= chunk.length;
        beforeSeq = chunk[chunk.length - 1]!.seq;
      }
    },

    total,

    async get(id: string): Promise<Customer> {
      return toCustomer(await findRow(id));
    },

    async exists(id: string): Promise<void> {
      const row = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Customer not found');
    },

    async create(input: CustomerFields, accountId: string): Promise<Customer> {
      const at = new Date().toISOString();
      const id = newId();
      try {
        await db.transaction().execute(async (trx) => {
          const seq = await nextCustomerSeq(trx);
          await trx.insertInto('customers').values({
            seq, id, customer_ref: customerRef(seq), role: 'User', is_block: 0, created_at: at, updated_at: at, ...toColumns(input),
            country_code: input.countryCode,
          }).execute();
          await addHistory(trx, id, accountId, 'created', 'Customer added', at);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw duplicateEmail(input.email);
        throw error;
      }
      return toCustomer(await findRow(id));
    },

    /** Writes only the fields the edit gives and changes, with a history line naming them. */
    async update(id: string, input: CustomerEdit, accountId: string): Promise<Customer> {
      const before = await findRow(id);
      const changes = changedColumns(before, toColumns(input));
      const changed = Object.keys(changes) as Array<keyof ReturnType<typeof toColumns>>;
      if (changed.length === 0) return toCustomer(before);
      const at = new Date().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('customers').set({ ...changes, updated_at: at }).where('id', '=', id).execute();
          await addHistory(trx, id, accountId, 'updated', `Changed ${changed.map((key) => FIELD_LABELS[key]).join(', ')}`, at);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw duplicateEmail(input.email ?? before.email);
        throw error;
      }
      return toCustomer(await findRow(id));
    },

    async setBlocked(id: string, isBlock: boolean, accountId: string): Promise<Customer> {
      const before = await findRow(id);
      if ((before.is_block === 1) === isBlock) return toCustomer(before);
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('customers').set({ is_block: isBlock ? 1 : 0, updated_at: at }).where('id', '=', id).execute();
        await addHistory(trx, id, accountId, isBlock ? 'blocked' : 'unblocked', isBlock ? 'Customer blocked' : 'Customer unblocked', at);
      });
      return toCustomer(await findRow(id));
    },

    /** Deletes a customer who never had a proposal or policy; anyone else is kept for the records. */
    async remove(id: string): Promise<void> {
      const row = await findRow(id);
      const [policy, proposal] = await Promise.all([
        db.selectFrom('policies').select('id').where('customer_id', '=', id).executeTakeFirst(),
        db.selectFrom('proposals').select('id').where('customer_id', '=', id).executeTakeFirst(),
      ]);
      if (policy || proposal) {
        throw conflict(`${row.full_name} has ${policy ? 'policies' : 'proposals'} and cannot be deleted; block the customer instead.`);
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('comments').where('entity_type', '=', 'customer').where('entity_id', '=', id).execute();
        await trx.deleteFrom('history').where('entity_type', '=', 'customer').where('entity_id', '=', id).execute();
        await trx.deleteFrom('customers').where('id', '=', id).execute();
      });
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
