import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { CODE_STATUS_LABELS, type Channel, type CodeListQuerySchema, type EvoucherCode, type HistoryEvent, type UpdateCodeSchema } from '../../../shared/contract/evouchers/index.js';
import type { Db } from '../../db/database.js';
import { dialectOf, lockRow } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import { countingUpTo, pageOfKeys, searchPage } from '../../db/paging.js';
import type { EvoucherCodesTable, EvoucherEventsTable, EvouchersTable } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';


export type VoucherRow = Selectable<EvouchersTable>;
type CodeRow = Selectable<EvoucherCodesTable> & { customer_name: string | null; assigned_by_name: string | null };
type EventAction = EvoucherEventsTable['action'];
/** A database handle or a transaction: what every write of this module runs on. */
type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom' | 'getExecutor' | 'executeQuery'>;

/** Above every code character: `code >= 'AB' AND code < 'AB\uFFFF'` is "starts with AB", a range of the unique index. */
const PAST_ANY_CODE = '\uFFFF';

export const duplicateCode = (code: string) => conflict(`code: Code ${code} already exists`, { code: `Code ${code} already exists` });

function toCode(row: CodeRow): EvoucherCode {
  return {
    _id: row.id, evoucherId: row.evoucher_id, code: row.code, expiryDate: row.expiry_date, status: row.status,
    customerId: row.customer_id, customerName: row.customer_name, assignedAt: row.assigned_at, assignedByName: row.assigned_by_name,
    channel: row.channel, redeemedAt: row.redeemed_at, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/** The codes of e-vouchers, their history, and the counts kept on the e-voucher. */
export function createCodesRepository(db: Db) {
  function selectCodes(on: Executor = db) {
    return on.selectFrom('evoucher_codes as c')
      .leftJoin('customers as cu', 'cu.id', 'c.customer_id')
      .leftJoin('accounts as a', 'a.id', 'c.assigned_by')
      .selectAll('c').select(['cu.full_name as customer_name', 'a.full_name as assigned_by_name']);
  }

  async function voucher(id: string, on: Executor = db): Promise<VoucherRow> {
    const row = await on.selectFrom('evouchers').selectAll().where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound('E-voucher not found');
    return row;
  }

  async function codeRow(id: string, on: Executor = db): Promise<CodeRow> {
    const row = await selectCodes(on).innerJoin('evouchers as v', 'v.id', 'c.evoucher_id').where('v.removed_at', 'is', null)
      .where('c.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Code not found');
    return row;
  }

  async function addEvent(on: Executor, event: { evoucherId: string; codeId?: string | null; code?: string | null; action: EventAction; detail: string; customerId?: string | null; actorId: string | null; at: string }) {
    await on.insertInto('evoucher_events').values({
      id: newId(), evoucher_id: event.evoucherId, code_id: event.codeId ?? null, code: event.code ?? null, action: event.action,
      detail: event.detail, customer_id: event.customerId ?? null, actor_id: event.actorId, created_at: event.at,
    }).execute();
  }

  async function countCodes(on: Executor, evoucherId: string, delta: number, at: string) {
    await on.updateTable('evouchers').set((eb) => ({ code_count: eb('code_count', '+', delta), updated_at: at })).where('id', '=', evoucherId).execute();
  }

  /** A write that may clash on the code's unique index answers 409 naming the code. */
  async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'code')) throw duplicateCode(code);
      throw error;
    }
  }

  async function actorName(on: Executor, actorId: string | null): Promise<string> {
    if (!actorId) return 'the system';
    const row = await on.selectFrom('accounts').select('full_name').where('id', '=', actorId).executeTakeFirst();
    return row?.full_name ?? 'a removed account';
  }

  return {
    voucher,
    addEvent,
    countCodes,
    actorName,

    async get(id: string): Promise<EvoucherCode> {
      return toCode(await codeRow(id));
    },

    /**
     * Oldest first; a search matches the code exactly or by its beginning (case-insensitive, codes
     * are stored upper-cased) and is ordered by code, so both walk an index and stop at the page;
     * a code typed whole is that code alone.
     * The unfiltered total is the e-voucher's kept count, never a count of its rows; a search
     * counts its matches up to the cap.
     */
    async list(evoucherId: string, query: z.output<typeof CodeListQuerySchema>): Promise<ListPage<EvoucherCode>> {
      const owner = await voucher(evoucherId);
      const prefix = query.search?.trim().toUpperCase();
      const ofVoucher = () => {
        const rows = db.selectFrom('evoucher_codes as c').where('c.evoucher_id', '=', evoucherId);
        return query.status ? rows.where('c.status', '=', query.status) : rows;
      };
      // A whole code is that code alone, found on the unique index, rather than counted among the e-voucher's million.
      const whole = prefix ? await ofVoucher().where('c.code', '=', prefix).select('c.seq').executeTakeFirst() : undefined;
      let rows = ofVoucher();
      if (whole) rows = rows.where('c.seq', '=', whole.seq);
      else if (prefix) rows = rows.where('c.code', '>=', prefix).where('c.code', '<', `${prefix}${PAST_ANY_CODE}`);
      const offset = offsetOf(query.page, query.size);
      const keys = rows.select('c.seq').orderBy(prefix ? 'c.code' : 'c.seq').limit(query.size).offset(offset);
      const rowsOf = (seqs: number[]) => db.selectFrom('evoucher_codes as c').where('c.seq', 'in', seqs)
        .leftJoin('customers as cu', 'cu.id', 'c.customer_id').leftJoin('accounts as a', 'a.id', 'c.assigned_by')
        .selectAll('c').select(['cu.full_name as customer_name', 'a.full_name as assigned_by_name']).execute();
      if (prefix) {
        const { rows: items, total, capped } = await searchPage(keys, rowsOf, countingUpTo(db, rows.select('c.seq')), offset, query.size);
        return { items: items.map(toCode), totalItems: total, totalCapped: capped };
      }
      const total = query.status
        ? rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n))
        : Promise.resolve(owner.code_count);
      const [items, totalItems] = await Promise.all([pageOfKeys(keys, rowsOf), total]);
      return { items: items.map(toCode), totalItems };
    },

    async create(evoucherId: string, input: { code: string; expiryDate?: string | null | undefined }, actorId: string, at: string): Promise<EvoucherCode> {
      const id = newId();
      await uniqueCode(input.code, () => db.transaction().execute(async (trx) => {
        await lockRow(trx, 'evouchers', evoucherId);
        await voucher(evoucherId, trx);
        if (await trx.selectFrom('evoucher_codes').select('id').where('code', '=', input.code).executeTakeFirst()) throw duplicateCode(input.code);
        await trx.insertInto('evoucher_codes').values({
          id, evoucher_id: evoucherId, code: input.code, expiry_date: input.expiryDate ?? null, status: 'available',
          customer_id: null, channel: null, assigned_by: null, assigned_at: null, redeemed_at: null, created_at: at, updated_at: at,
        }).execute();
        await countCodes(trx, evoucherId, 1, at);
        await addEvent(trx, { evoucherId, codeId: id, code: input.code, action: 'created', detail: `Code ${input.code} created by ${await actorName(trx, actorId)}`, actorId, at });
      }));
      return toCode(await codeRow(id));
    },

    /**
     * An edit: text and expiry only while Available; status to Redeemed from Assigned, or back to
     * Available from Assigned when the e-voucher allows taking codes back.
     */
    async update(id: string, edit: z.output<typeof UpdateCodeSchema>, actorId: string, at: string): Promise<EvoucherCode> {
      const stored = await codeRow(id);
      await uniqueCode(edit.code ?? stored.code, () => db.transaction().execute(async (trx) => {
        await lockRow(trx, 'evoucher_codes', id);
        const row = await codeRow(id, trx);
        const owner = await voucher(row.evoucher_id, trx);
        const actor = await actorName(trx, actorId);
        const textChanged = (edit.code !== undefined && edit.code !== row.code) || (edit.expiryDate !== undefined && edit.expiryDate !== row.expiry_date);
        if (textChanged && row.status !== 'available') {
          throw conflict(`Code ${row.code} is ${CODE_STATUS_LABELS[row.status].toLowerCase()}: only an available code's text and expiry can change`);
        }
        if (edit.code !== undefined && edit.code !== row.code
          && await trx.selectFrom('evoucher_codes').select('id').where('code', '=', edit.code).executeTakeFirst()) throw duplicateCode(edit.code);
        const status = edit.status ?? row.status;
        const base = { evoucherId: row.evoucher_id, codeId: id, code: edit.code ?? row.code, actorId, at, customerId: row.customer_id };
        if (status !== row.status) {
          if (status === 'redeemed' && row.status === 'assigned') {
            await trx.updateTable('evoucher_codes').set({ status, redeemed_at: at, updated_at: at }).where('id', '=', id).execute();
            await addEvent(trx, { ...base, action: 'redeemed', detail: `Code ${row.code} of ${row.customer_name ?? 'a customer'} marked redeemed by ${actor}` });
          } else if (status === 'available' && row.status === 'assigned') {
            if (owner.is_revert !== 1) throw conflict(`Code ${row.code} cannot be taken back: the e-voucher ${owner.title} does not allow taking codes back`);
            await trx.updateTable('evoucher_codes').set({ status, customer_id: null, channel: null, assigned_by: null, assigned_at: null, updated_at: at }).where('id', '=', id).execute();
            await addEvent(trx, { ...base, action: 'reverted', detail: `Code ${row.code} taken back from ${row.customer_name ?? 'a customer'} by ${actor}` });
          } else {
            const how = status === 'assigned' ? 'assign it to a customer instead' : 'a redeemed code stays redeemed';
            throw conflict(`status: Code ${row.code} cannot go from ${CODE_STATUS_LABELS[row.status]} to ${CODE_STATUS_LABELS[status]}: ${how}`, { status: `Cannot go from ${CODE_STATUS_LABELS[row.status]} to ${CODE_STATUS_LABELS[status]}` });
          }
        }
        if (textChanged) {
          await trx.updateTable('evoucher_codes').set({
            ...(edit.code !== undefined && { code: edit.code }), ...(edit.expiryDate !== undefined && { expiry_date: edit.expiryDate }), updated_at: at,
          }).where('id', '=', id).execute();
          const renamed = edit.code !== undefined && edit.code !== row.code ? ` (was ${row.code})` : '';
          await addEvent(trx, { ...base, action: 'updated', detail: `Code ${edit.code ?? row.code}${renamed} edited by ${actor}` });
        }
      }));
      return toCode(await codeRow(id));
    },

    /** Only an available code is deleted; an assigned or redeemed one belongs to a customer's story. */
    async remove(id: string, actorId: string, at: string): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await lockRow(trx, 'evoucher_codes', id);
        const row = await codeRow(id, trx);
        if (row.status !== 'available') {
          throw conflict(`Code ${row.code} is ${CODE_STATUS_LABELS[row.status].toLowerCase()}${row.customer_name ? ` (${row.customer_name})` : ''}: only an available code can be deleted`);
        }
        await trx.deleteFrom('evoucher_codes').where('id', '=', id).execute();
        await countCodes(trx, row.evoucher_id, -1, at);
        await addEvent(trx, { evoucherId: row.evoucher_id, codeId: id, code: row.code, action: 'deleted', detail: `Code ${row.code} deleted by ${await actorName(trx, actorId)}`, actorId, at });
        return row.code;
      });
    },

    async history(evoucherId: string, page: number, size: number): Promise<{ items: HistoryEvent[]; totalItems: number }> {
      await voucher(evoucherId);
      const events = db.selectFrom('evoucher_events as e').where('e.evoucher_id', '=', evoucherId);
      const [rows, total] = await Promise.all([
        events.leftJoin('customers as cu', 'cu.id', 'e.customer_id').leftJoin('accounts as a', 'a.id', 'e.actor_id')
          .selectAll('e').select(['cu.full_name as customer_name', 'a.full_name as actor_name'])
          .orderBy('e.seq', 'desc').limit(size).offset(offsetOf(page, size)).execute(),
        events.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          _id: row.id, action: row.action, code: row.code, detail: row.detail, customerName: row.customer_name, actorName: row.actor_name, createdAt: row.created_at,
        })),
        totalItems: Number(total.n),
      };
    },

    /**
     * Gives a code to a customer in one transaction (the code, its history), or finds it already
     * theirs (`fresh` false: nothing is to be sent again). Without `codeId`, the oldest available
     * code; on PostgreSQL two assignments at once skip each other's locked code.
     */
    async claim(evoucherId: string, wanted: { codeId?: string | undefined; customerId: string; channel: Channel }, actorId: string, now: Date, on: Executor = db):
      Promise<{ code: EvoucherCode; fresh: boolean; voucher: VoucherRow; customer: { full_name: string; email: string; mobile_number: string } }> {
      const at = now.toISOString();
      const owner = await voucher(evoucherId, on);
      const customer = await on.selectFrom('customers').select(['id', 'full_name', 'email', 'mobile_number']).where('id', '=', wanted.customerId).executeTakeFirst();
      if (!customer) throw badRequest('customerId: Choose an existing customer', { customerId: 'Choose an existing customer' });
      let row: CodeRow | undefined;
      if (wanted.codeId) {
        await lockRow(on, 'evoucher_codes', wanted.codeId);
        row = await selectCodes(on).where('c.id', '=', wanted.codeId).where('c.evoucher_id', '=', evoucherId).executeTakeFirst();
        if (!row) throw badRequest(`codeId: This is not a code of ${owner.title}`, { codeId: `Not a code of ${owner.title}` });
        if (row.status === 'assigned' && row.customer_id === customer.id) return { code: toCode(row), fresh: false, voucher: owner, customer };
        if (row.status !== 'available') throw conflict(`Code ${row.code} is already ${CODE_STATUS_LABELS[row.status].toLowerCase()}${row.customer_name ? ` (${row.customer_name})` : ''}`);
      } else {
        let next = selectCodes(on).where('c.evoucher_id', '=', evoucherId).where('c.status', '=', 'available')
          .where((eb) => eb.or([eb('c.expiry_date', 'is', null), eb('c.expiry_date', '>=', dubaiDate(now))])).orderBy('c.seq').limit(1);
        if (dialectOf(on) === 'postgres') next = next.forUpdate('c').skipLocked();
        row = await next.executeTakeFirst();
        if (!row) throw conflict(`No available code is left in ${owner.title}: import or add codes first`);
      }
      if (owner.is_active !== 1) throw conflict(`${owner.title} is disabled: enable it before sending its codes`);
      if (owner.expiry_date < dubaiDate(now)) throw conflict(`${owner.title} expired on ${owner.expiry_date}`);
      if (row.expiry_date && row.expiry_date < dubaiDate(now)) throw conflict(`Code ${row.code} expired on ${row.expiry_date}`);
      const updated = await on.updateTable('evoucher_codes')
        .set({ status: 'assigned', customer_id: customer.id, channel: wanted.channel, assigned_by: actorId, assigned_at: at, updated_at: at })
        .where('id', '=', row.id).where('status', '=', 'available').executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(`Code ${row.code} was just given to someone else; try again`);
      const how = wanted.channel === 'email' ? 'e-mail' : 'SMS';
      await addEvent(on, {
        evoucherId, codeId: row.id, code: row.code, action: 'assigned', customerId: customer.id, actorId, at,
        detail: `Code ${row.code} assigned to ${customer.full_name} by ${await actorName(on, actorId)} (sent by ${how})`,
      });
      return { code: toCode((await selectCodes(on).where('c.id', '=', row.id).executeTakeFirst())!), fresh: true, voucher: owner, customer };
    },

    /** Undoes a claim whose message could not be sent, so the same call can be made again. */
    async unclaim(code: EvoucherCode, reason: string, actorId: string, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const undone = await trx.updateTable('evoucher_codes').set({ status: 'available', customer_id: null, channel: null, assigned_by: null, assigned_at: null, updated_at: at })
          .where('id', '=', code._id).where('status', '=', 'assigned').where('customer_id', '=', code.customerId).executeTakeFirst();
        if (Number(undone.numUpdatedRows) === 1) {
          await addEvent(trx, { evoucherId: code.evoucherId, codeId: code._id, code: code.code, action: 'reverted', customerId: code.customerId, actorId, at, detail: `Code ${code.code} made available again: sending failed (${reason})` });
        }
      });
    },
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
