import { sql, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { columnOf, type FieldDef } from '../../shared/kit/fields.js';
import { filterKeysOf, type AnyResource } from '../../shared/kit/resource.js';
import type { ChangeTopic } from '../db/changeFeed.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import { createStampedCache } from '../db/stampedCache.js';
import { anchoredKeys, countingUpTo, pageOfKeys, searchPage, type SortKey } from '../db/paging.js';
import { containingAnyOf, type SubstringTarget } from '../db/substringSearch.js';
import { applyEdit, changedColumns } from '../http/edits.js';
import { badRequest, conflict, notFound } from '../http/httpError.js';
import { offsetOf } from '../http/pagination.js';
import { sanitizeRichText } from '../services/richText/sanitizeRichText.js';

/**
 * The table behind a resource of the kit (`shared/kit/resource.ts`): reads, search, paging,
 * sorting, creation, partial edits and removal, written once for every simple area. A table of
 * the kit has `seq INTEGER PRIMARY KEY` (the creation order), `id`, the fields' columns,
 * `created_at`, `updated_at` and, for soft removal, `removed_at`.
 */
export type RecordOf<R extends AnyResource> = z.output<R['schemas']['record']>;
type InputOf<R extends AnyResource> = z.output<R['schemas']['input']>;
type EditOf<R extends AnyResource> = z.output<R['schemas']['update']>;
type ListQueryOf<R extends AnyResource> = z.output<R['schemas']['listQuery']>;

/** An area's own rules, run inside the generic operations. */
export interface ResourceRules<R extends AnyResource> {
  /** Before a create (`id` undefined) or an edit is written, with the values as they will be stored. */
  beforeWrite?: (values: InputOf<R>, id: string | undefined) => Promise<void>;
  /** Before a record is removed: throw to refuse (409 with the reason). */
  beforeRemove?: (record: RecordOf<R>) => Promise<void>;
  /** The change counter moved by every write to the table: the list's totals are kept while it stands (large tables). */
  totalsTopic?: ChangeTopic;
  /** The table has its substring index over the searched fields' columns (`substringIndexStatements` in its migration), which searches read. */
  substringIndex?: boolean;
}

type Row = Record<string, unknown>;
// The kit reaches its table by name; the resource's schemas type what goes in and comes out.
type AnyDb = Kysely<Record<string, Row>>;

const STORED: Record<FieldDef['kind'], { toColumn: (value: unknown) => unknown; fromColumn: (value: unknown) => unknown }> = {
  text: { toColumn: (value) => value, fromColumn: (value) => value },
  longText: { toColumn: (value) => value, fromColumn: (value) => value },
  choice: { toColumn: (value) => value, fromColumn: (value) => value },
  reference: { toColumn: (value) => value, fromColumn: (value) => value },
  integer: { toColumn: (value) => value, fromColumn: (value) => Number(value) },
  decimal: { toColumn: (value) => value, fromColumn: (value) => Number(value) },
  money: { toColumn: (value) => value, fromColumn: (value) => Number(value) },
  date: { toColumn: (value) => value, fromColumn: (value) => value },
  flag: { toColumn: (value) => (value === undefined || value === null ? value : value ? 1 : 0), fromColumn: (value) => Number(value) === 1 },
  // Cleaned on the way in, whatever the body held: a stored text never runs code where it is shown.
  richText: { toColumn: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value), fromColumn: (value) => value },
  image: { toColumn: (value) => value, fromColumn: (value) => value },
  // One JSON text per record: the entries travel with it and are never queried on their own.
  group: { toColumn: (value) => (Array.isArray(value) ? JSON.stringify(value) : value), fromColumn: (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value) },
};

/** A unique field's clash in words, naming the value where its message is written for one. */
function clashText(field: FieldDef, value: unknown): string {
  return typeof field.unique === 'function' ? field.unique(String(value)) : field.unique!;
}

/**
 * The repository of a resource over `table`.
 *
 * @example const menus = createResourceRepository(db, menusResource, 'menus', { beforeRemove });
 */
export function createResourceRepository<R extends AnyResource>(
  database: Db, resource: R, table: string, rules: ResourceRules<R> = {},
) {
  const db = database as unknown as AnyDb;
  const { fields, options } = resource;
  const entries = Object.entries(fields);
  const soft = options.removal === 'soft';
  const references = entries.filter(([, field]) => field.reference);
  const counts = Object.entries(options.counts ?? {});
  // A reference into the resource's own table, or one marked `live`, skips removed rows; other tables are read as they are.
  const liveTarget = (target: NonNullable<FieldDef['reference']>) => target.live === true || (soft && target.table === table);
  const notFoundText = `${options.singular.charAt(0).toUpperCase()}${options.singular.slice(1)} not found`;

  const live = () => {
    let query = db.selectFrom(`${table} as r`).selectAll('r');
    for (const [key, field] of references) {
      const alias = `ref_${key}`;
      const target = field.reference!;
      query = query
        .leftJoin(`${target.table} as ${alias}`, (join) => {
          const joined = join.onRef(`${alias}.id`, '=', `r.${columnOf(key, field)}`);
          return liveTarget(target) ? joined.on(`${alias}.removed_at`, 'is', null) : joined;
        })
        .select(`${alias}.${target.nameColumn} as ${alias}_name`);
    }
    for (const [key, count] of counts) {
      const live = count.live ? sql` AND c.removed_at IS NULL` : sql``;
      query = query.select(sql<number>`(SELECT COUNT(*) FROM ${sql.table(count.table)} c WHERE ${sql.ref(`c.${count.column}`)} = r.id${live})`.as(`count_${key}`));
    }
    return soft ? query.where('r.removed_at', 'is', null) : query;
  };

  // Worked out once: every row of every page is read through them.
  const readers = entries.map(([key, field]) => ({
    key, column: columnOf(key, field), fromColumn: STORED[field.kind].fromColumn, nameKey: field.reference?.nameKey, nameColumn: `ref_${key}_name`,
  }));

  function toRecord(row: Row): RecordOf<R> {
    const record: Row = { _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
    for (const { key, column, fromColumn, nameKey, nameColumn } of readers) {
      const value = row[column];
      record[key] = value === null || value === undefined ? null : fromColumn(value);
      if (nameKey) record[nameKey] = row[nameColumn] ?? null;
    }
    // PostgreSQL's COUNT is a bigint, which its driver gives as text.
    for (const [key] of counts) record[key] = Number(row[`count_${key}`]);
    return record as RecordOf<R>;
  }

  const bodyFields = entries.filter(([, field]) => field.kind !== 'image');

  /** The columns of the fields given; a field left out (`undefined`) is no column. Images are written by `setImage` only. */
  function columns(values: Row): Row {
    return Object.fromEntries(bodyFields.map(([key, field]) => [columnOf(key, field), STORED[field.kind].toColumn(values[key])]));
  }

  /** A record's values as a body would give them, for judging an edit's result by the create rules. */
  function bodyOf(record: Row): Row {
    return Object.fromEntries(bodyFields.map(([key]) => [key, record[key]]));
  }

  async function get(id: string): Promise<RecordOf<R>> {
    const row = await live().where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(notFoundText);
    return toRecord(row);
  }

  /** A unique field's value may not be another live record's. */
  async function checkUnique(values: Row, id?: string): Promise<void> {
    for (const [key, field] of entries) {
      if (!field.unique || values[key] === undefined || values[key] === null) continue;
      let query = db.selectFrom(table).select('id').where(columnOf(key, field), '=', values[key] as string);
      if (soft) query = query.where('removed_at', 'is', null);
      if (id) query = query.where('id', '!=', id);
      if (await query.executeTakeFirst()) throw conflict(clashText(field, values[key]));
    }
  }

  /** A reference must name a live record. */
  async function checkReferences(values: Row): Promise<void> {
    for (const [key, field] of references) {
      const target = values[key];
      if (target === undefined || target === null) continue;
      let query = db.selectFrom(field.reference!.table).select('id').where('id', '=', target as string);
      if (liveTarget(field.reference!)) query = query.where('removed_at', 'is', null);
      if (!(await query.executeTakeFirst())) {
        const message = field.reference!.missing ?? `Choose an existing ${field.label.toLowerCase()}`;
        throw badRequest(`${key}: ${message}`, { [key]: message });
      }
    }
  }

  /** A child's parent must be a live record: an unknown one in a list's path is 404, in a body 400 (`checkReferences`). */
  async function checkParent(parentId: string): Promise<void> {
    const field = fields[options.parent!.field]!;
    let query = db.selectFrom(field.reference!.table).select('id').where('id', '=', parentId);
    if (liveTarget(field.reference!)) query = query.where('removed_at', 'is', null);
    if (!(await query.executeTakeFirst())) throw notFound(`${field.label} not found`);
  }

  /** A clash the checks could not see (two writes at once) is the same 409 as one they saw. */
  async function writing(values: Row, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      const clash = entries.find(([key, field]) => field.unique && isUniqueViolation(error, columnOf(key, field)));
      if (clash) throw conflict(clashText(clash[1], values[clash[0]]));
      throw error;
    }
  }

  const sortColumns = new Map<string, string>([['createdAt', 'r.created_at'], ...entries.map(([key, field]) => [key, `r.${columnOf(key, field)}`] as [string, string])]);
  const filterKeys = filterKeysOf(fields);
  const flagFilterKeys = Object.keys(options.flagFilters ?? {});
  const searched = entries.filter(([, field]) => field.search).map(([key, field]) => columnOf(key, field));
  const searchTarget = (alias: string): SubstringTarget => ({ table, alias, columns: searched, indexed: rules.substringIndex === true });
  // A whole value of a unique searched field (a promo code typed in full) is that record alone, found on its unique index.
  const exactColumns = entries.filter(([, field]) => field.search && field.unique).map(([key, field]) => columnOf(key, field));
  const totals = rules.totalsTopic ? createStampedCache<number>(database, rules.totalsTopic, { limit: 500 }) : undefined;
  // A large table's deep pages seek from kept anchors (`anchoredKeys`), by an order whose column is never NULL.
  const anchorSets = rules.totalsTopic ? createStampedCache<SortKey[]>(database, rules.totalsTopic, { limit: 100 }) : undefined;
  // A field whose records never answer null has a value in every row.
  const anchorable = new Set(['createdAt', ...entries.filter(([, field]) => !field.output.safeParse(null).success).map(([key]) => key)]);

  return {
    get,

    /**
     * The condition a list's search puts on this table's rows under `alias` (a substring of any
     * searched field), for lists of its records built elsewhere; `text` is trimmed and not empty.
     */
    searching: (alias: string, text: string) => containingAnyOf(db, searchTarget(alias), text),

    /** The live records of these ids in the order given, in one read (a page of keys found elsewhere); unknown ids are left out. */
    async getMany(ids: readonly string[]): Promise<Array<RecordOf<R>>> {
      if (ids.length === 0) return [];
      const rows = await live().where('r.id', 'in', [...ids]).execute();
      const byId = new Map<string, RecordOf<R>>(rows.map((row) => [row.id as string, toRecord(row)]));
      return ids.map((id) => byId.get(id)).filter((record): record is RecordOf<R> => record !== undefined);
    },

    /**
     * A page of the records; a child resource's list gives its parent's id (`parentId`) and lists
     * that parent's records only, read keys first (`pageOfKeys`).
     */
    async list(query: ListQueryOf<R>, parentId?: string) {
      const { page, size, search, sortField, sortDirection } = query as { page: number; size: number; search?: string; sortField: string; sortDirection: 'asc' | 'desc' };
      const words = search?.trim();
      const given = query as Row;
      const parent = options.parent;
      if (parent && parentId !== undefined) await checkParent(parentId);
      const filtered = (matching: (rows: ReturnType<typeof live>) => ReturnType<typeof live>) => {
        let rows = live();
        if (parent && parentId !== undefined) rows = rows.where(`r.${columnOf(parent.field, fields[parent.field]!)}`, '=', parentId);
        for (const key of filterKeys) {
          if (given[key] === undefined) continue;
          rows = rows.where(`r.${columnOf(key, fields[key]!)}`, '=', STORED[fields[key]!.kind].toColumn(given[key]) as string);
        }
        // A flag filter names the flag that must be on.
        for (const key of flagFilterKeys) {
          const flag = given[key] as string | undefined;
          if (flag !== undefined) rows = rows.where(`r.${columnOf(flag, fields[flag]!)}`, '=', 1 as never);
        }
        return matching(rows);
      };
      const containing = (rows: ReturnType<typeof live>) => {
        if (!words || searched.length === 0) return rows;
        return rows.where(containingAnyOf(db, searchTarget('r'), words));
      };
      const exactly = (rows: ReturnType<typeof live>) => rows.where((eb) => eb.or(exactColumns.map((column) => eb(`r.${column}`, '=', words!))));
      const matching = words && exactColumns.length > 0 && (await filtered(exactly).clearSelect().select('r.seq').executeTakeFirst()) ? exactly : containing;
      const order = sortColumns.get(sortField) ?? 'r.created_at';
      const offset = offsetOf(page, size);
      const keys = filtered(matching).clearSelect().select('r.seq').orderBy(order, sortDirection).orderBy('r.seq', sortDirection).limit(size).offset(offset);
      const count = () => filtered(matching).clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow().then((row) => Number(row.count));
      const rowsOf = (seqs: number[]) => live().where('r.seq', 'in', seqs).execute();
      const filters = [parentId, [...filterKeys, ...flagFilterKeys].map((key) => given[key])];
      const pageKeys = () => {
        if (!anchorSets || !anchorable.has(sortField)) return keys;
        const after = sql.raw(sortDirection === 'asc' ? '>' : '<');
        const keysAfter = async (from: SortKey | undefined, skip: number, limit: number): Promise<SortKey[]> => {
          let query = filtered(matching).clearSelect().select(['r.seq', `${order} as sort_value`]);
          if (from) query = query.where(sql<SqlBool>`(${sql.ref(order)}, r.seq) ${after} (${from.value}, ${from.seq})`);
          const found = await query.orderBy(order, sortDirection).orderBy('r.seq', sortDirection).limit(limit).offset(skip).execute();
          return found.map((row) => ({ value: row.sort_value, seq: Number(row.seq) }));
        };
        return { execute: async () => anchoredKeys(keysAfter, await anchorSets.get(JSON.stringify([filters, sortField, sortDirection]), () => Promise.resolve([])), offset, size) };
      };
      // A search's total is counted up to the cap, and not kept: each search is new text, which a kept total would rarely have seen.
      const { rows, total, capped } = words && searched.length > 0
        ? await searchPage(keys, rowsOf, countingUpTo(db, filtered(matching).clearSelect().select('r.seq')), offset, size)
        : await Promise.all([
          pageOfKeys(pageKeys(), rowsOf),
          totals ? totals.get(JSON.stringify(filters), count) : count(),
        ]).then(([rows, total]) => ({ rows, total, capped: false }));
      return { items: rows.map(toRecord), totalItems: total, totalCapped: capped };
    },

    async create(input: InputOf<R>, at: string): Promise<RecordOf<R>> {
      const values = input as Row;
      await checkUnique(values);
      await checkReferences(values);
      await rules.beforeWrite?.(input, undefined);
      const id = newId();
      await writing(values, () => db.insertInto(table).values({ id, ...columns(values), created_at: at, updated_at: at, ...(soft && { removed_at: null }) }).execute());
      return get(id);
    },

    /** Writes only the fields the edit gives and changes. */
    async update(id: string, edit: EditOf<R>, at: string): Promise<RecordOf<R>> {
      const stored = await get(id);
      const values = edit as Row;
      // The record as the edit leaves it must pass the rules a new one must (the rules between fields too).
      const edited = applyEdit(resource.schemas.input, resource.schemas.update, bodyOf(stored as Row), values);
      const parent = options.parent;
      if (parent && values[parent.field] !== undefined && values[parent.field] !== (stored as Row)[parent.field]) {
        const message = `A ${options.singular} stays with its ${fields[parent.field]!.label.toLowerCase()}`;
        throw badRequest(`${parent.field}: ${message}`, { [parent.field]: message });
      }
      await checkUnique(values, id);
      await checkReferences(values);
      await rules.beforeWrite?.(edited as InputOf<R>, id);
      const changes = changedColumns(columns(stored as Row), columns(values));
      if (Object.keys(changes).length === 0) return stored;
      await writing(values, () => db.updateTable(table).set({ ...changes, updated_at: at }).where('id', '=', id).execute());
      return get(id);
    },

    /** Switches a flag (the status toggle) and answers the record. */
    async setFlag(id: string, key: keyof R['fields'] & string, value: boolean, at: string): Promise<RecordOf<R>> {
      await get(id);
      await db.updateTable(table).set({ [columnOf(key, fields[key]!)]: value ? 1 : 0, updated_at: at }).where('id', '=', id).execute();
      return get(id);
    },

    /** Records an image's address and answers the record with the address it replaced (its file is the caller's to discard). */
    async setImage(id: string, key: string, url: string, at: string): Promise<{ record: RecordOf<R>; previous: string | null }> {
      const previous = ((await get(id)) as Row)[key] as string | null;
      await db.updateTable(table).set({ [columnOf(key, fields[key]!)]: url, updated_at: at }).where('id', '=', id).execute();
      return { record: await get(id), previous };
    },

    /** Soft removal keeps the row, out of every read; hard removal deletes it. */
    async remove(id: string, at: string): Promise<void> {
      const record = await get(id);
      await rules.beforeRemove?.(record);
      if (soft) await db.updateTable(table).set({ removed_at: at, updated_at: at }).where('id', '=', id).execute();
      else await db.deleteFrom(table).where('id', '=', id).execute();
    },

    /** Every live record in the given order, for small tables read whole (the navigation, a select's options). */
    async all(orderBy: ReadonlyArray<keyof R['fields'] & string>): Promise<Array<RecordOf<R>>> {
      let query = live();
      for (const key of orderBy) query = query.orderBy(sortColumns.get(key)!);
      const rows = await query.orderBy('r.seq').execute();
      return rows.map(toRecord);
    },
  };
}

export type ResourceRepository<R extends AnyResource> = ReturnType<typeof createResourceRepository<R>>;
