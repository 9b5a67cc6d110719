import type { z } from 'zod';
import {
  ANY_RELATION, healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
  type TpaWorkbookRejection,
} from '../../../shared/contract/health-matrix/index.js';
import {
  HEALTH_BENEFIT_PERIODS, HEALTH_BENEFIT_PERIOD_LABELS, PlanBenefitEntrySchema, type HealthBenefit, type PlanBenefit, type PlanBenefitValues,
} from '../../../shared/contract/health-benefits/index.js';
import type { Choice } from '../../../shared/kit/fields.js';
import { EMIRATES, type Emirate } from '../../../shared/domain/emirates.js';
import { overlapRowText, overlappingRows, type OverlapRow } from '../../../shared/domain/healthMatrixOverlap.js';
import type { SheetCell } from '../../services/sheets/sheetCells.js';
import { benefitProblems } from '../health-benefits/health-benefits.repository.js';
import { schemeRefusal, toOverlapRow, type MatrixRowValues } from './healthTreeRules.js';
import { TPA_SHEETS, type SheetRow, type SheetValues, type TpaSheetKey, type TpaWorkbookRows } from './tpaWorkbook.js';

/**
 * A rate workbook's rows judged by the rules of the tree's forms, before anything is written:
 * either the tree the file describes, keyed by names, or every bad row with its sheet, line and
 * reason. Cells are read as people type them: choices by value or label in any case, emirates
 * and visa types as comma-separated lists, amounts in AED.
 */

export type PlanValues = Pick<z.output<typeof healthPlansResource.schemas.input>, 'planName' | 'coPay' | 'scheme' | 'isBasic' | 'isEnable' | 'isPremiumRequestUpon'>;

export interface WorkbookNetwork { key: string; networkName: string }
export interface WorkbookCity { key: string; network: string; emirates: Emirate[] }
export interface WorkbookPlan { key: string; city: string; values: PlanValues }

/** The tree a good workbook describes: each level keyed by the names that identify it (`networkKey` …). */
export interface WorkbookTree {
  tpaName: string;
  networks: WorkbookNetwork[];
  cities: WorkbookCity[];
  plans: WorkbookPlan[];
  /** A plan's rows by its key: a plan of the file with none has an empty list. */
  matrix: Map<string, MatrixRowValues[]>;
  /** A plan's benefit values by its key, for the plans the Benefits sheet names; a network value is the network's key (`network`), its id once stored. */
  benefits: Map<string, WorkbookBenefit[]>;
}

export interface WorkbookBenefit { benefitId: string; values: PlanBenefitValues; network: string | null }

const text = (cell: SheetCell): string => (cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim());
const folded = (value: string) => value.trim().toLowerCase().replace(/[’']/g, "'");
const list = (cell: SheetCell) => text(cell).split(/\s*[,;]\s*/).filter((part) => part !== '');

/** The identity of each level in the file and in the database: names whatever their case, emirates in a fixed order. */
export const networkKey = (name: string) => folded(name);
export const cityKey = (network: string, emirates: readonly string[]) => `${network}|${[...emirates].sort((a, b) => EMIRATES.indexOf(a as Emirate) - EMIRATES.indexOf(b as Emirate)).join(',')}`;
export const planKey = (city: string, planName: string) => `${city}|${folded(planName)}`;

/** A choice's value from its value or label in any case; anything else is kept as typed, for the schema to refuse by name. */
function choiceOf(cell: SheetCell, choices: readonly Choice[] | undefined, fallback?: string): string | undefined {
  const typed = text(cell);
  if (typed === '') return fallback;
  const match = choices?.find((choice) => folded(choice.value) === folded(typed) || folded(choice.label) === folded(typed));
  return match?.value ?? typed;
}

/** A whole number, or the text as typed (the schema names it "must be a number"); blank is absent. */
function numberOf(cell: SheetCell): number | string | undefined {
  if (typeof cell === 'number') return cell;
  const typed = text(cell).replace(/,/g, '');
  if (typed === '') return undefined;
  return Number.isFinite(Number(typed)) ? Number(typed) : typed;
}

/** AED with fils as decimals to whole fils; more decimals than fils, or not a number, is a reason. */
function filsOf(cell: SheetCell, label: string, fallback?: number): number | string {
  const amount = numberOf(cell);
  if (amount === undefined) return fallback ?? `${label} is required`;
  if (typeof amount === 'string') return `${label} must be an amount in AED, not "${amount.slice(0, 30)}"`;
  const fils = Math.round(amount * 100);
  if (Math.abs(fils - amount * 100) > 1e-6) return `${label} has more decimals than fils: ${amount}`;
  return fils;
}

function yesNo(cell: SheetCell, fallback: boolean): boolean | string {
  if (typeof cell === 'boolean') return cell;
  const typed = folded(text(cell));
  if (typed === '') return fallback;
  if (['yes', 'y', 'true', '1'].includes(typed)) return true;
  if (['no', 'n', 'false', '0'].includes(typed)) return false;
  return `"${text(cell).slice(0, 30)}" is not Yes or No`;
}

const itemChoices = (field: { item?: Record<string, { choices?: readonly Choice[] }> }, key: string) => field.item?.[key]?.choices;
const EMIRATE_CHOICES = itemChoices(healthCitiesResource.fields.cityName, 'emirate');
const VISA_CHOICES = itemChoices(healthMatrixesResource.fields.visaType, 'visaType');
/** A reference the schemas need filled: the rows are judged before their parents exist. */
const PENDING = 'workbook';

/** The first problem of a parse, as a reason. */
function firstIssue(result: { success: false; error: { issues: ReadonlyArray<{ message: string }> } }): string {
  return result.error.issues[0]?.message ?? 'The row is not valid';
}

/**
 * Judges every sheet. Each row is checked on its own (the forms' rules), then against the others:
 * a level named twice, a child whose parent is not on its sheet, matrix rows that overlap.
 */
export function judgeTpaRows(rows: TpaWorkbookRows, master: readonly HealthBenefit[]): { tree: WorkbookTree; rejections: TpaWorkbookRejection[] } {
  const rejections: TpaWorkbookRejection[] = [];
  const reject = (sheet: TpaSheetKey, line: number, reason: string) => rejections.push({ sheet: TPA_SHEETS[sheet].name, line, reason });
  /** The first line a key was met on, to name a duplicate's original. */
  const firstLines = new Map<string, number>();
  const duplicate = (sheet: TpaSheetKey, key: string, line: number, what: string): boolean => {
    const earlier = firstLines.get(`${sheet}:${key}`);
    if (earlier !== undefined) reject(sheet, line, `${what} is already on line ${earlier}`);
    else firstLines.set(`${sheet}:${key}`, line);
    return earlier !== undefined;
  };

  let tpaName = '';
  const [tpaRow, ...extraTpaRows] = rows.tpa;
  if (!tpaRow) reject('tpa', 2, 'The TPA sheet names no TPA: put its name under "TPA name"');
  else {
    const parsed = healthTpasResource.schemas.input.safeParse({ company: PENDING, TPAName: text(tpaRow.cells.tpaName) });
    if (parsed.success) tpaName = parsed.data.TPAName;
    else reject('tpa', tpaRow.line, firstIssue(parsed));
  }
  for (const extra of extraTpaRows) reject('tpa', extra.line, 'A workbook holds one TPA: import each TPA from its own workbook');

  const networks = new Map<string, WorkbookNetwork>();
  for (const { line, cells } of rows.networks) {
    const parsed = healthNetworksResource.schemas.input.safeParse({ tpa: PENDING, networkName: text(cells.network) });
    if (!parsed.success) { reject('networks', line, firstIssue(parsed)); continue; }
    const key = networkKey(parsed.data.networkName);
    if (!duplicate('networks', key, line, `Network "${parsed.data.networkName}"`)) networks.set(key, { key, networkName: parsed.data.networkName });
  }

  /** The network a row names, or a reason when the Networks sheet does not list it. */
  const parentNetwork = (cell: SheetCell): string | { reason: string } => {
    const key = networkKey(text(cell));
    if (key === '') return { reason: 'Network is required' };
    return networks.has(key) ? key : { reason: `Network "${text(cell)}" is not on the Networks sheet` };
  };
  const emiratesOf = (cell: SheetCell) => list(cell).map((typed) => ({ emirate: choiceOf(typed, EMIRATE_CHOICES) }));

  const cities = new Map<string, WorkbookCity>();
  /** The city a row names by its network and emirates, or a reason. */
  const parentCity = (row: SheetRow<'plans' | 'matrix'>['cells']): string | { reason: string } => {
    const network = parentNetwork(row.network);
    if (typeof network !== 'string') return network;
    const key = cityKey(network, emiratesOf(row.emirates).map((entry) => entry.emirate ?? ''));
    return cities.has(key) ? key : { reason: `No city of network "${text(row.network)}" covers exactly "${text(row.emirates)}" on the Cities sheet` };
  };

  for (const { line, cells } of rows.cities) {
    const network = parentNetwork(cells.network);
    if (typeof network !== 'string') { reject('cities', line, network.reason); continue; }
    const parsed = healthCitiesResource.schemas.input.safeParse({ network: PENDING, cityName: emiratesOf(cells.emirates) });
    if (!parsed.success) { reject('cities', line, firstIssue(parsed)); continue; }
    const emirates = parsed.data.cityName.map((entry) => entry.emirate);
    const key = cityKey(network, emirates);
    if (!duplicate('cities', key, line, `The city ${emirates.join(', ')} of this network`)) cities.set(key, { key, network, emirates });
  }

  const plans = new Map<string, WorkbookPlan>();
  const planFields = healthPlansResource.fields;
  for (const { line, cells } of rows.plans) {
    const city = parentCity(cells);
    if (typeof city !== 'string') { reject('plans', line, city.reason); continue; }
    const flags = { isBasic: yesNo(cells.basic, false), isEnable: yesNo(cells.active, true), isPremiumRequestUpon: yesNo(cells.onRequest, false) };
    const badFlag = Object.values(flags).find((flag) => typeof flag === 'string');
    if (typeof badFlag === 'string') { reject('plans', line, badFlag); continue; }
    const coPay = numberOf(cells.coPay);
    const parsed = healthPlansResource.schemas.input.safeParse({
      city: PENDING, planName: text(cells.plan), coPay: coPay === undefined ? undefined : String(coPay),
      scheme: choiceOf(cells.scheme, planFields.scheme.choices), ...flags,
    });
    if (!parsed.success) { reject('plans', line, firstIssue(parsed)); continue; }
    const scheme = schemeRefusal(parsed.data.scheme, cities.get(city)!.emirates);
    if (scheme) { reject('plans', line, scheme); continue; }
    const key = planKey(city, parsed.data.planName);
    if (duplicate('plans', key, line, `Plan "${parsed.data.planName}" of this city`)) continue;
    const { planName, coPay: copay, scheme: planScheme, isBasic, isEnable, isPremiumRequestUpon } = parsed.data;
    plans.set(key, { key, city, values: { planName, coPay: copay, scheme: planScheme, isBasic, isEnable, isPremiumRequestUpon } });
  }

  const matrix = new Map<string, MatrixRowValues[]>([...plans.keys()].map((key) => [key, []]));
  const placed = new Map<string, OverlapRow[]>();
  const matrixFields = healthMatrixesResource.fields;
  for (const { line, cells } of rows.matrix) {
    const city = parentCity(cells);
    if (typeof city !== 'string') { reject('matrix', line, city.reason); continue; }
    const key = planKey(city, text(cells.plan));
    const rowsOfPlan = matrix.get(key);
    if (!rowsOfPlan) { reject('matrix', line, `Plan "${text(cells.plan)}" of this city is not on the Plans sheet`); continue; }
    const premium = filsOf(cells.premium, 'Premium');
    const maternityAmount = filsOf(cells.maternity, 'Maternity premium', 0);
    const amountReason = [premium, maternityAmount].find((amount) => typeof amount === 'string');
    if (typeof amountReason === 'string') { reject('matrix', line, amountReason); continue; }
    const parsed = healthMatrixesResource.schemas.input.safeParse({
      plan: PENDING,
      visaType: (list(cells.visaTypes).length > 0 ? list(cells.visaTypes) : ['all']).map((typed) => ({ visaType: choiceOf(typed, VISA_CHOICES) })),
      ageFrom: numberOf(cells.ageFrom), ageTo: numberOf(cells.ageTo), salaryFrom: numberOf(cells.salaryFrom) ?? null, salaryTo: numberOf(cells.salaryTo) ?? null,
      gender: choiceOf(cells.gender, matrixFields.gender.choices), relation: choiceOf(cells.relation, matrixFields.relation.choices, ANY_RELATION),
      premium, maternityAmount,
    });
    if (!parsed.success) { reject('matrix', line, firstIssue(parsed)); continue; }
    const values = parsed.data as MatrixRowValues;
    const overlap = toOverlapRow(`line ${line}`, values);
    const others = placed.get(key) ?? [];
    const clashes = overlappingRows(overlap, others);
    if (clashes.length > 0) {
      reject('matrix', line, `The row overlaps ${clashes.map((row) => `${row.id} (${overlapRowText(row)})`).join('; ')} for the same visa type, gender and relation`);
      continue;
    }
    placed.set(key, [...others, overlap]);
    rowsOfPlan.push(values);
  }

  const benefits = new Map<string, WorkbookBenefit[]>();
  const byName = new Map(master.map((benefit) => [folded(benefit.name), benefit]));
  for (const { line, cells } of rows.benefits) {
    const city = parentCity(cells);
    if (typeof city !== 'string') { reject('benefits', line, city.reason); continue; }
    const key = planKey(city, text(cells.plan));
    if (!plans.has(key)) { reject('benefits', line, `Plan "${text(cells.plan)}" of this city is not on the Plans sheet`); continue; }
    const benefit = byName.get(folded(text(cells.benefit)));
    if (!benefit) { reject('benefits', line, `"${text(cells.benefit)}" is not a benefit of the benefits master`); continue; }
    const values = benefitValues(cells, benefit);
    if (typeof values === 'string') { reject('benefits', line, values); continue; }
    const parsed = PlanBenefitEntrySchema.safeParse({ benefitId: benefit._id, ...values });
    if (!parsed.success) { reject('benefits', line, firstIssue(parsed)); continue; }
    const [problem] = benefitProblems(parsed.data, benefit, (value) => networks.has(networkKey(value)));
    if (problem) { reject('benefits', line, problem.message); continue; }
    if (duplicate('benefits', `${key}|${benefit._id}`, line, `${benefit.name} of plan "${text(cells.plan)}"`)) continue;
    const { benefitId: _id, ...stated } = parsed.data;
    const network = benefit.valueType === 'network' && stated.value ? networkKey(stated.value) : null;
    benefits.set(key, [...(benefits.get(key) ?? []), { benefitId: benefit._id, values: stated, network }]);
  }

  rejections.sort((a, b) => SHEET_ORDER.indexOf(a.sheet) - SHEET_ORDER.indexOf(b.sheet) || a.line - b.line);
  return { tree: { tpaName, networks: [...networks.values()], cities: [...cities.values()], plans: [...plans.values()], matrix, benefits }, rejections };
}

const SHEET_ORDER: string[] = Object.values(TPA_SHEETS).map((sheet) => sheet.name);

const SHARE_CHOICES: readonly Choice[] = [{ value: 'percentage', label: 'Percentage' }, { value: 'fixed', label: 'Fixed' }];
const PERIOD_CHOICES: readonly Choice[] = HEALTH_BENEFIT_PERIODS.map((value) => ({ value, label: HEALTH_BENEFIT_PERIOD_LABELS[value] }));
const blankCell = (cell: SheetCell) => text(cell) === '';

/** An amount in AED to fils, a blank cell to none. */
function optionalFils(cell: SheetCell, label: string): number | string | null {
  return blankCell(cell) ? null : filsOf(cell, label);
}

/** A count or percentage as typed; a blank cell is none. */
function optionalNumber(cell: SheetCell): number | string | null {
  return numberOf(cell) ?? null;
}

/**
 * A Benefits row's cells as a plan's values of `benefit`: amounts in AED (a limit in AED, a fixed
 * co-pay or deductible, the maximum and the co-pay limit) become fils; counts and percentages are
 * taken as typed. A reason instead when an amount is not one.
 */
function benefitValues(cells: SheetRow<'benefits'>['cells'], benefit: HealthBenefit): Record<keyof PlanBenefitValues, unknown> | string {
  const enabled = yesNo(cells.enabled, true);
  if (typeof enabled === 'string') return enabled;
  const coPayType = blankCell(cells.coPayType) ? null : choiceOf(cells.coPayType, SHARE_CHOICES);
  const deductibleType = blankCell(cells.deductibleType) ? null : choiceOf(cells.deductibleType, SHARE_CHOICES);
  const amounts = {
    limit: benefit.unit === 'AED' ? optionalFils(cells.limit, 'Limit') : optionalNumber(cells.limit),
    coPayValue: coPayType === 'fixed' ? optionalFils(cells.coPay, 'Co-pay') : optionalNumber(cells.coPay),
    deductibleValue: deductibleType === 'fixed' ? optionalFils(cells.deductible, 'Deductible') : optionalNumber(cells.deductible),
    maxValue: optionalFils(cells.maxValue, 'Maximum per claim'),
    coPayLimit: optionalFils(cells.coPayLimit, 'Co-pay limit'),
  };
  const reason = Object.entries(amounts).find(([, amount]) => typeof amount === 'string' && /AED|fils/.test(amount));
  if (reason) return reason[1] as string;
  return {
    isEnabled: enabled, ...amounts, value: blankCell(cells.value) ? null : text(cells.value), noOfVisits: optionalNumber(cells.visits),
    reimbursement: optionalNumber(cells.reimbursement), timePeriod: blankCell(cells.timePeriod) ? null : choiceOf(cells.timePeriod, PERIOD_CHOICES),
    coPayType, noOfSessions: optionalNumber(cells.sessions), deductibleType, description: blankCell(cells.description) ? null : text(cells.description),
  };
}

const aedOrNull = (fils: number | null) => (fils === null ? null : fils / 100);

/** A plan's saved values of a benefit as cells of the Benefits sheet, as `judgeTpaRows` reads them back; `network` names a network value. */
export function benefitCells(network: string, emirates: readonly string[], planName: string, benefit: PlanBenefit, networkName: (id: string) => string): SheetValues<'benefits'> {
  const share = (type: string | null, value: number | null) => (type === 'fixed' ? aedOrNull(value) : value);
  return {
    network, emirates: emirates.join(', '), plan: planName, benefit: benefit.name, enabled: yes(benefit.isEnabled),
    limit: benefit.unit === 'AED' ? aedOrNull(benefit.limit) : benefit.limit,
    value: benefit.valueType === 'network' && benefit.value ? networkName(benefit.value) : benefit.value,
    visits: benefit.noOfVisits, reimbursement: benefit.reimbursement, timePeriod: benefit.timePeriod ? HEALTH_BENEFIT_PERIOD_LABELS[benefit.timePeriod] : null,
    coPayType: label(SHARE_CHOICES, benefit.coPayType ?? ''), coPay: share(benefit.coPayType, benefit.coPayValue), sessions: benefit.noOfSessions,
    deductibleType: label(SHARE_CHOICES, benefit.deductibleType ?? ''), deductible: share(benefit.deductibleType, benefit.deductibleValue),
    maxValue: aedOrNull(benefit.maxValue), coPayLimit: aedOrNull(benefit.coPayLimit), description: benefit.description,
  };
}

/** A matrix row in a plan's comparison: two plans' rows are the same when these lines are, in any order. */
export function matrixSignature(row: MatrixRowValues): string {
  const visas = row.visaType.map((entry) => entry.visaType).sort().join(',');
  return [visas, row.ageFrom, row.ageTo, row.salaryFrom ?? '', row.salaryTo ?? '', row.gender, row.relation, row.premium, row.maternityAmount].join('|');
}

const aed = (fils: number) => fils / 100;
const yes = (flag: boolean) => (flag ? 'Yes' : 'No');
const label = (choices: readonly Choice[] | undefined, value: string) => choices?.find((choice) => choice.value === value)?.label ?? value;

/** A plan's cells for the Plans sheet, as `judgeTpaRows` reads them back. */
export function planCells(network: string, emirates: readonly string[], plan: PlanValues): SheetValues<'plans'> {
  return {
    network, emirates: emirates.join(', '), plan: plan.planName, coPay: Number(plan.coPay), scheme: label(healthPlansResource.fields.scheme.choices, plan.scheme),
    basic: yes(plan.isBasic), active: yes(plan.isEnable), onRequest: yes(plan.isPremiumRequestUpon),
  };
}

/** A matrix row's cells for the Matrix sheet, as `judgeTpaRows` reads them back. */
export function matrixCells(network: string, emirates: readonly string[], planName: string, row: MatrixRowValues): SheetValues<'matrix'> {
  return {
    network, emirates: emirates.join(', '), plan: planName, visaTypes: row.visaType.map((entry) => label(VISA_CHOICES, entry.visaType)).join(', '),
    ageFrom: row.ageFrom, ageTo: row.ageTo, salaryFrom: row.salaryFrom ?? null, salaryTo: row.salaryTo ?? null,
    gender: label(healthMatrixesResource.fields.gender.choices, row.gender), relation: label(healthMatrixesResource.fields.relation.choices, row.relation),
    premium: aed(row.premium), maternity: aed(row.maternityAmount),
  };
}
