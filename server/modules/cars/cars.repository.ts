import { sql, type Selectable, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  BODY_VEHICLE_TYPE, type BodyType, type Car, type CarMake, type CarMakeInputSchema, type CarMakeUpdateSchema, type CarTrim, type CarUpdateSchema,
  type VehicleCsvResult, type VinDecode,
} from '../../../shared/contract/cars/index.js';
import type { VehicleType } from '../../../shared/contract/companies/index.js';
import { decodeVin } from '../../../shared/domain/vin.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import type { CarMakesTable, CarRow, CarTrimsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { changedColumns } from '../../http/edits.js';
import { conflict, HttpError, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { listedCar } from '../proposals/proposals.repository.js';
import { parseVehicleCsv, type CsvRejection } from './vehicleCsv.js';

type MakeRow = Selectable<CarMakesTable>;
type TrimRow = Selectable<CarTrimsTable> & { make: string };

function toMake(row: MakeRow, modelCount: number): CarMake {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, name: row.name, country: row.country,
    isTop: row.is_top === 1, isActive: row.is_active === 1, modelCount,
  };
}
function toTrim(row: TrimRow): CarTrim {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, makeId: row.make_id, make: row.make, model: row.model, trim: row.trim,
    year: row.year, bodyType: row.body_type as BodyType, vehicleType: row.vehicle_type as VehicleType, cylinders: row.cylinders, seats: row.seats,
    newCarValueFils: row.new_value_fils,
  };
}
function toCar(row: CarRow): Car {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, vin: row.vin, customerId: row.customer_id, make: row.make, model: row.model,
    trim: row.trim, trimId: row.trim_id, year: row.year, bodyType: row.body_type as BodyType | null, vehicleType: row.vehicle_type as VehicleType | null,
    cylinders: row.cylinders, colour: row.colour, gccSpec: row.gcc_spec === 1, firstRegistrationDate: row.first_registration_date,
    mileageKm: row.mileage_km, valueFils: row.value_fils, vinDecode: row.vin_decode ? (JSON.parse(row.vin_decode) as VinDecode) : null,
  };
}

/** The catalogue (makes, trims), the cars of proposals and the vehicle CSV upload. */
export function createCarsRepository(db: Db) {
  const nowIso = () => new Date().toISOString();
  const trims = () => db.selectFrom('car_trims').innerJoin('car_makes as m', 'm.id', 'car_trims.make_id').selectAll('car_trims').select('m.name as make');

  async function makeRow(id: string): Promise<MakeRow> {
    const row = await db.selectFrom('car_makes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Car company not found');
    return row;
  }
  async function makeWithCount(row: MakeRow): Promise<CarMake> {
    const { n } = await db.selectFrom('car_trims').select((eb) => eb.fn.count<number>('model').distinct().as('n')).where('make_id', '=', row.id).executeTakeFirstOrThrow();
    return toMake(row, Number(n));
  }
  async function carRow(id: string): Promise<CarRow> {
    const row = await db.selectFrom('cars').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Car not found');
    return row;
  }

  return {
    /** Active makes, those with trims of the year when one is given. */
    async makes(year?: number, topOnly = false): Promise<CarMake[]> {
      let q = db.selectFrom('car_makes').leftJoin('car_trims as t', 't.make_id', 'car_makes.id').selectAll('car_makes')
        .select((eb) => eb.fn.count<number>('t.model').distinct().as('models'))
        .where('car_makes.is_active', '=', 1).groupBy('car_makes.seq'); // The primary key: PostgreSQL then allows the make's other columns.
      if (year !== undefined) q = q.where('t.year', '=', year);
      if (topOnly) q = q.where('car_makes.is_top', '=', 1);
      const rows = await q.orderBy('car_makes.name').execute();
      return rows.map((row) => toMake(row, Number(row.models)));
    },

    async models(make: string, year?: number, topOnly = false) {
      let q = db.selectFrom('car_trims').innerJoin('car_makes as m', 'm.id', 'car_trims.make_id')
        .select(['car_trims.model', 'car_trims.body_type', (eb) => eb.fn.max('car_trims.is_top_model').as('top')])
        .where('m.name', '=', make).groupBy(['car_trims.model', 'car_trims.body_type']);
      if (year !== undefined) q = q.where('car_trims.year', '=', year);
      if (topOnly) q = q.where('car_trims.is_top_model', '=', 1);
      const rows = await q.orderBy('car_trims.model').execute();
      const byModel = new Map<string, { model: string; bodyTypes: BodyType[]; isTop: boolean }>();
      for (const row of rows) {
        const entry = byModel.get(row.model) ?? { model: row.model, bodyTypes: [], isTop: false };
        entry.bodyTypes.push(row.body_type as BodyType);
        entry.isTop ||= Number(row.top) === 1;
        byModel.set(row.model, entry);
      }
      return [...byModel.values()];
    },

    async trims(make: string, model: string, year?: number): Promise<CarTrim[]> {
      let q = trims().where('m.name', '=', make).where('car_trims.model', '=', model);
      if (year !== undefined) q = q.where('car_trims.year', '=', year);
      return (await q.orderBy('car_trims.year', 'desc').orderBy('car_trims.new_value_fils').execute()).map(toTrim);
    },

    async trim(query: { trimId?: string | undefined; make?: string | undefined; model?: string | undefined; trim?: string | undefined; year?: number | undefined }): Promise<CarTrim> {
      let q = trims();
      if (query.trimId) q = q.where('car_trims.id', '=', query.trimId);
      else {
        q = q.where('m.name', '=', query.make!).where('car_trims.model', '=', query.model!).where('car_trims.year', '=', query.year!);
        if (query.trim) q = q.where('car_trims.trim', '=', query.trim);
      }
      const row = await q.orderBy('car_trims.new_value_fils').executeTakeFirst();
      if (!row) throw notFound('Car not found in the catalogue');
      return toTrim(row);
    },

    async years(): Promise<number[]> {
      const rows = await db.selectFrom('car_trims').select('year').distinct().orderBy('year', 'desc').execute();
      return rows.map((row) => row.year);
    },

    // ------------------------------------------------------------ cars of proposals
    async createCarByVin(input: { vin: string; customerId?: string | undefined; gccSpec: boolean }): Promise<Car> {
      if (input.customerId) {
        const customer = await db.selectFrom('customers').select('id').where('id', '=', input.customerId).executeTakeFirst();
        if (!customer) throw new HttpError(422, 'customerId: No customer with this id', { customerId: 'No customer with this id' });
      }
      const decoded = decodeVin(input.vin);
      const make = decoded.make ? await db.selectFrom('car_makes').select('name').where('name', '=', decoded.make).executeTakeFirst() : undefined;
      const id = newId();
      const at = nowIso();
      await db.insertInto('cars').values({
        id, vin: decoded.vin, customer_id: input.customerId ?? null, make: make?.name ?? decoded.make, model: null, trim: null, trim_id: null,
        year: decoded.modelYear, body_type: null, vehicle_type: null, cylinders: null, colour: null, gcc_spec: input.gccSpec ? 1 : 0,
        first_registration_date: null, mileage_km: null, value_fils: null, vin_decode: JSON.stringify(decoded), created_at: at, updated_at: at,
      }).execute();
      return toCar(await carRow(id));
    },

    /** Writes only the fields the edit gives and changes; the car's proposals keep showing its name and value. */
    async updateCar(id: string, input: z.output<typeof CarUpdateSchema>): Promise<Car> {
      const stored = await carRow(id);
      if (input.trimId) {
        const trim = await db.selectFrom('car_trims').select('id').where('id', '=', input.trimId).executeTakeFirst();
        if (!trim) throw new HttpError(422, 'trimId: No catalogue trim with this id', { trimId: 'No catalogue trim with this id' });
      }
      const changes = changedColumns(stored, {
        make: input.make, model: input.model, trim: input.trim, trim_id: input.trimId, year: input.year, body_type: input.bodyType,
        vehicle_type: input.bodyType ? BODY_VEHICLE_TYPE[input.bodyType] : undefined, cylinders: input.cylinders, colour: input.colour,
        gcc_spec: input.gccSpec === undefined ? undefined : Number(input.gccSpec), first_registration_date: input.firstRegistrationDate,
        mileage_km: input.mileageKm, value_fils: input.valueFils,
      });
      if (Object.keys(changes).length === 0) return toCar(stored);
      const car = { ...stored, ...changes };
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('cars').set({ ...changes, updated_at: nowIso() }).where('id', '=', id).execute();
        if (car.year !== null && car.make !== null && car.model !== null && car.value_fils !== null) {
          await trx.updateTable('proposals').set(listedCar({ year: car.year, make: car.make, model: car.model, valueFils: car.value_fils })).where('car_id', '=', id).execute();
        }
      });
      return toCar(await carRow(id));
    },

    // ------------------------------------------------------------ makes
    async listMakes(query: { page: number; size: number; search?: string | undefined }) {
      const filtered = () => {
        let q = db.selectFrom('car_makes');
        if (query.search?.trim()) q = q.where(sql<SqlBool>`name LIKE ${likeContaining(query.search.trim())} ESCAPE '\\'`);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll().orderBy('name').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: await Promise.all(rows.map(makeWithCount)), totalItems: Number(total.n) };
    },
    async createMake(input: z.output<typeof CarMakeInputSchema>): Promise<CarMake> {
      const id = newId();
      const at = nowIso();
      try {
        await db.insertInto('car_makes').values({ id, name: input.name, country: input.country ?? null, is_top: input.isTop ? 1 : 0, is_active: input.isActive ? 1 : 0, created_at: at, updated_at: at }).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'name')) throw conflict(`A car company named "${input.name}" already exists`, { name: 'Another car company has this name' });
        throw error;
      }
      return makeWithCount(await makeRow(id));
    },
    /** Writes only the fields the edit gives and changes. */
    async updateMake(id: string, input: z.output<typeof CarMakeUpdateSchema>): Promise<CarMake> {
      const stored = await makeRow(id);
      const flag = (value: boolean | undefined) => (value === undefined ? undefined : Number(value));
      const changes = changedColumns(stored, { name: input.name, country: input.country, is_top: flag(input.isTop), is_active: flag(input.isActive) });
      if (Object.keys(changes).length === 0) return makeWithCount(stored);
      try {
        await db.updateTable('car_makes').set({ ...changes, updated_at: nowIso() }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'name')) throw conflict(`A car company named "${input.name}" already exists`, { name: 'Another car company has this name' });
        throw error;
      }
      return makeWithCount(await makeRow(id));
    },
    async removeMake(id: string): Promise<void> {
      const make = await makeRow(id);
      const { n } = await db.selectFrom('car_trims').select((eb) => eb.fn.countAll<number>().as('n')).where('make_id', '=', id).executeTakeFirstOrThrow();
      if (Number(n) > 0) throw conflict(`${make.name} has ${n} catalogue trims. Deactivate it instead.`);
      await db.deleteFrom('car_makes').where('id', '=', id).execute();
    },

    /**
     * Loads trims from the vehicle CSV. A line with an unknown make or a malformed value is
     * rejected with its line number and field; `all-or-nothing` saves nothing when any line is
     * rejected (422 listing them), `per-line` saves the good lines and reports the rest. A trim
     * already in the catalogue (make, model, trim, year) has its figures updated.
     */
    async uploadCsv(input: { mode: 'all-or-nothing' | 'per-line'; csv: string }): Promise<VehicleCsvResult['data']> {
      const parsed = parseVehicleCsv(input.csv, new Date().getUTCFullYear() + 1);
      if (parsed.headerError) throw new HttpError(422, `Line 1, header: ${parsed.headerError}`, { 'lines.1.header': parsed.headerError });
      if (parsed.totalLines === 0) throw new HttpError(422, 'csv: The file has no vehicle lines', { csv: 'The file has no vehicle lines' });
      const makes = new Map((await db.selectFrom('car_makes').select(['id', 'name']).execute()).map((row) => [row.name.toLowerCase(), row]));
      const rejections: CsvRejection[] = [...parsed.rejections];
      const good = parsed.rows.filter((row) => {
        if (makes.has(row.make.toLowerCase())) return true;
        rejections.push({ line: row.line, field: 'make', reason: `Unknown make "${row.make}": add the car company first` });
        return false;
      });
      rejections.sort((a, b) => a.line - b.line);
      if (input.mode === 'all-or-nothing' && rejections.length > 0) {
        const shown = rejections.slice(0, 5).map((r) => `Line ${r.line}, ${r.field}: ${r.reason}`).join('; ');
        throw new HttpError(
          422,
          `Nothing was saved: ${rejections.length} line${rejections.length === 1 ? '' : 's'} rejected. ${shown}${rejections.length > 5 ? '; …' : ''}`,
          Object.fromEntries(rejections.slice(0, 200).map((r) => [`lines.${r.line}.${r.field}`, r.reason])),
        );
      }
      const at = nowIso();
      const results: VehicleCsvResult['data']['lines'] = rejections.map((r) => ({ line: r.line, status: 'rejected', field: r.field, reason: r.reason }));
      let added = 0;
      let updated = 0;
      await db.transaction().execute(async (trx) => {
        for (const row of good) {
          const makeId = makes.get(row.make.toLowerCase())!.id;
          const existing = await trx.selectFrom('car_trims').select('id')
            .where('make_id', '=', makeId).where('model', '=', row.model).where('trim', '=', row.trim).where('year', '=', row.year).executeTakeFirst();
          const figures = { body_type: row.bodyType, vehicle_type: row.vehicleType, cylinders: row.cylinders, seats: row.seats, new_value_fils: row.newValueFils, updated_at: at };
          if (existing) {
            await trx.updateTable('car_trims').set(figures).where('id', '=', existing.id).execute();
            updated++;
            results.push({ line: row.line, status: 'updated', field: null, reason: null });
          } else {
            await trx.insertInto('car_trims').values({ id: newId(), make_id: makeId, model: row.model, trim: row.trim, year: row.year, is_top_model: 0, created_at: at, ...figures }).execute();
            added++;
            results.push({ line: row.line, status: 'added', field: null, reason: null });
          }
        }
      });
      results.sort((a, b) => a.line - b.line);
      return { mode: input.mode, totalLines: parsed.totalLines, added, updated, rejected: rejections.length, lines: results };
    },
  };
}
