import { splitCsvLine } from '../../services/sheets/sheetCells.js';
import { BODY_TYPES, BODY_VEHICLE_TYPE, VEHICLE_CSV_COLUMNS, type BodyType } from '../../../shared/contract/cars/index.js';

export interface VehicleCsvRow {
  line: number;
  make: string;
  model: string;
  trim: string;
  year: number;
  bodyType: BodyType;
  vehicleType: string;
  cylinders: number;
  seats: number;
  newValueFils: number;
}
export interface CsvRejection {
  line: number;
  field: string;
  reason: string;
}

const bodyByLower = new Map(BODY_TYPES.map((body) => [body.toLowerCase(), body]));

/**
 * Parses the vehicle CSV: a header naming the columns of `VEHICLE_CSV_COLUMNS` (any order),
 * then one trim per line. Each malformed line is rejected with the field and the reason; makes
 * are checked by the caller against the catalogue.
 */
export function parseVehicleCsv(text: string, maxYear: number): { rows: VehicleCsvRow[]; rejections: CsvRejection[]; totalLines: number; headerError?: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((name) => name.toLowerCase());
  const index = Object.fromEntries(VEHICLE_CSV_COLUMNS.map((column) => [column, header.indexOf(column.toLowerCase())])) as Record<(typeof VEHICLE_CSV_COLUMNS)[number], number>;
  const missing = VEHICLE_CSV_COLUMNS.filter((column) => index[column] < 0);
  if (missing.length > 0) return { rows: [], rejections: [], totalLines: 0, headerError: `The header line lacks ${missing.join(', ')} (expected ${VEHICLE_CSV_COLUMNS.join(',')})` };

  const rows: VehicleCsvRow[] = [];
  const rejections: CsvRejection[] = [];
  let totalLines = 0;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    totalLines++;
    const line = i + 1;
    const cells = splitCsvLine(lines[i]!);
    const cell = (column: (typeof VEHICLE_CSV_COLUMNS)[number]) => cells[index[column]] ?? '';
    const reject = (field: string, reason: string) => rejections.push({ line, field, reason });
    const make = cell('make');
    const model = cell('model');
    const trim = cell('trim');
    if (!make || make.length > 60) { reject('make', 'Make is required (at most 60 characters)'); continue; }
    if (!model || model.length > 80) { reject('model', 'Model is required (at most 80 characters)'); continue; }
    if (!trim || trim.length > 80) { reject('trim', 'Trim is required (at most 80 characters)'); continue; }
    const year = Number(cell('year'));
    if (!/^\d{4}$/.test(cell('year')) || year < 1980 || year > maxYear) { reject('year', `"${cell('year')}" is not a model year from 1980 to ${maxYear}`); continue; }
    const bodyType = bodyByLower.get(cell('bodyType').toLowerCase());
    if (!bodyType) { reject('bodyType', `"${cell('bodyType')}" is not one of ${BODY_TYPES.join(', ')}`); continue; }
    const cylinders = Number(cell('cylinders'));
    if (!/^\d{1,2}$/.test(cell('cylinders')) || cylinders < 1 || cylinders > 16) { reject('cylinders', `"${cell('cylinders')}" is not a number of cylinders from 1 to 16`); continue; }
    const seats = Number(cell('seats'));
    if (!/^\d{1,2}$/.test(cell('seats')) || seats < 1 || seats > 60) { reject('seats', `"${cell('seats')}" is not a number of seats from 1 to 60`); continue; }
    const rawValue = cell('newCarValue').replace(/,/g, '');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(rawValue) || Number(rawValue) <= 0) { reject('newCarValue', `"${cell('newCarValue')}" is not an amount in AED (up to two decimals)`); continue; }
    rows.push({ line, make, model, trim, year, bodyType, vehicleType: BODY_VEHICLE_TYPE[bodyType], cylinders, seats, newValueFils: Math.round(Number(rawValue) * 100) });
  }
  return { rows, rejections, totalLines };
}
