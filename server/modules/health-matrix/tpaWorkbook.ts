import ExcelJS from 'exceljs';
import type { SheetCell } from '../../services/sheets/sheetCells.js';
import type { SheetTable } from '../../services/sheets/workbookSheets.js';

/**
 * The layout of a TPA's rate workbook (`health-tpa-workbook.schema.ts` says why it looks so):
 * one sheet per level of the tree, each a header row of these columns. Reading matches headers
 * whatever their case and order and ignores other columns, so an insurer's sheet with notes
 * beside the rates still loads; writing puts them in this order.
 */
export const TPA_SHEETS = {
  tpa: { name: 'TPA', columns: { tpaName: 'TPA name' } },
  networks: { name: 'Networks', columns: { network: 'Network' } },
  cities: { name: 'Cities', columns: { network: 'Network', emirates: 'Emirates' } },
  plans: {
    name: 'Plans',
    columns: {
      network: 'Network', emirates: 'Emirates', plan: 'Plan', coPay: 'Co-pay %', scheme: 'Scheme',
      basic: 'Basic plan', active: 'Active', onRequest: 'Premium on request',
    },
  },
  matrix: {
    name: 'Matrix',
    columns: {
      network: 'Network', emirates: 'Emirates', plan: 'Plan', visaTypes: 'Visa types', ageFrom: 'Age from', ageTo: 'Age to',
      salaryFrom: 'Salary from (AED)', salaryTo: 'Salary to (AED)', gender: 'Gender', relation: 'Relation',
      premium: 'Premium (AED)', maternity: 'Maternity premium (AED)',
    },
  },
  /** A plan's benefit values; a workbook without the sheet leaves every plan's benefits as they are. */
  benefits: {
    name: 'Benefits',
    optional: true,
    columns: {
      network: 'Network', emirates: 'Emirates', plan: 'Plan', benefit: 'Benefit', enabled: 'Enabled', limit: 'Limit', value: 'Value',
      visits: 'Visits', reimbursement: 'Reimbursement %', timePeriod: 'Time period', coPayType: 'Co-pay type', coPay: 'Co-pay',
      sessions: 'Sessions', deductibleType: 'Deductible type', deductible: 'Deductible', maxValue: 'Maximum per claim (AED)',
      coPayLimit: 'Co-pay limit (AED)', description: 'Description',
    },
  },
} as const;

export type TpaSheetKey = keyof typeof TPA_SHEETS;
/** Columns of AED amounts, shown with their fils. */
const AMOUNT_COLUMNS = new Set(['premium', 'maternity', 'maxValue', 'coPayLimit']);
type ColumnsOf<K extends TpaSheetKey> = keyof (typeof TPA_SHEETS)[K]['columns'];

/** A data row of a sheet: its line in the sheet (the header is line 1) and its cells by column key. */
export interface SheetRow<K extends TpaSheetKey> {
  line: number;
  cells: Record<ColumnsOf<K>, SheetCell>;
}

export type TpaWorkbookRows = { [K in TpaSheetKey]: Array<SheetRow<K>> };

/** A workbook whose layout is not the rate workbook's: the message names the missing sheets or columns. */
export class TpaLayoutRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TpaLayoutRefusal';
  }
}

const normal = (text: string) => text.trim().toLowerCase();
const blank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows of every sheet of the workbook, by column: sheets and headers (each sheet's first
 * row) are found by name in any case, blank rows are skipped. Throws `TpaLayoutRefusal` naming
 * every sheet and column missing, all at once, so one correction is enough.
 */
export function readTpaSheets(sheets: readonly SheetTable[]): TpaWorkbookRows {
  const missing: string[] = [];
  const located = (Object.keys(TPA_SHEETS) as TpaSheetKey[]).map((key) => {
    const layout = TPA_SHEETS[key];
    const sheet = sheets.find((candidate) => normal(candidate.name) === normal(layout.name));
    if (!sheet) {
      if (!('optional' in layout)) missing.push(`the sheet "${layout.name}"`);
      return null;
    }
    const headers = new Map<string, number>();
    (sheet.rows[0]?.cells ?? []).forEach((cell, index) => {
      if (typeof cell === 'string' && !headers.has(normal(cell))) headers.set(normal(cell), index);
    });
    const columns = Object.entries(layout.columns as Record<string, string>).map(([column, header]) => [column, header, headers.get(normal(header))] as const);
    const absent = columns.filter(([, , index]) => index === undefined).map(([, header]) => `"${header}"`);
    if (absent.length > 0) missing.push(`the column${absent.length === 1 ? '' : 's'} ${absent.join(', ')} on the sheet "${layout.name}"`);
    return { key, sheet, columns: columns.map(([column, , index]) => [column, index!] as const) };
  });
  if (missing.length > 0) throw new TpaLayoutRefusal(`The workbook is not a TPA rate workbook: it lacks ${missing.join('; ')}. Export a TPA to get the layout.`);

  const rows = { tpa: [], networks: [], cities: [], plans: [], matrix: [], benefits: [] } as Record<TpaSheetKey, Array<SheetRow<TpaSheetKey>>>;
  for (const found of located) {
    if (!found) continue;
    const { key, sheet, columns } = found;
    for (const { line, cells: values } of sheet.rows.slice(1)) {
      const cells = Object.fromEntries(columns.map(([column, index]) => [column, values[index] ?? null])) as SheetRow<TpaSheetKey>['cells'];
      if (!Object.values<SheetCell>(cells).every(blank)) rows[key].push({ line, cells });
    }
  }
  return rows as unknown as TpaWorkbookRows;
}

/** The cells of one row of a sheet, in the layout's column order. */
export type SheetValues<K extends TpaSheetKey> = Record<ColumnsOf<K>, string | number | null>;
/** A workbook's rows sheet by sheet; the benefits sheet may be left out (it is then written empty). */
export type TpaWorkbookValues = { [K in Exclude<TpaSheetKey, 'benefits'>]: ReadonlyArray<SheetValues<K>> } & { benefits?: ReadonlyArray<SheetValues<'benefits'>> };

/**
 * A rate workbook of the given rows, each sheet with its bold header row, frozen under it, and
 * columns wide enough for their header. Premiums are written as AED with two decimals.
 */
export async function writeTpaWorkbook(rows: TpaWorkbookValues): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BrokerDesk';
  for (const key of Object.keys(TPA_SHEETS) as TpaSheetKey[]) {
    const layout = TPA_SHEETS[key];
    const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = Object.entries(layout.columns).map(([column, header]) => ({
      key: column, header, width: Math.max(12, header.length + 4),
      ...(AMOUNT_COLUMNS.has(column) && { style: { numFmt: '#,##0.00' } }),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const values of (rows[key] ?? []) as ReadonlyArray<Record<string, unknown>>) sheet.addRow(values);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
