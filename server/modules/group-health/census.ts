import {
  CENSUS_COLUMNS, CENSUS_HEADER_ALIASES, CENSUS_MAX_ROWS, type CensusColumn, type CensusProblem, type CensusRelation, type GroupHealthMemberInput,
} from '../../../shared/contract/group-health/index.js';
import { EMIRATES, type Emirate } from '../../../shared/domain/emirates.js';
import { isValidEmiratesId, normalizeEmiratesId } from '../../../shared/domain/emiratesId.js';
import type { SalaryBand } from '../../../shared/domain/healthPricing.js';
import { parseSheetDate } from '../../services/sheets/sheetCells.js';
import { SheetError, asText, isBlank, type SheetGrid } from '../praktorapolicies/offlineSheet.js';

/** A census row that passed every check, as a member to keep. */
export type CensusMember = Required<Omit<GroupHealthMemberInput, 'emiratesId'>> & { emiratesId: string | null; rowNumber: number | null };

export interface ParsedCensus {
  members: CensusMember[];
  problems: CensusProblem[];
  /** Non-empty data rows under the header. */
  totalRows: number;
  /** Rows left out (a row with several problems counts once). */
  rejected: number;
}

/** The header is looked for among the first rows (a title may sit above it). */
const HEADER_SEARCH_ROWS = 10;
const fold = (text: string) => text.toLowerCase().replace(/[\s._\-/(),]/g, '');

const RELATIONS: Record<string, CensusRelation> = {
  employee: 'Employee', self: 'Employee', principal: 'Employee', member: 'Employee', staff: 'Employee',
  spouse: 'Spouse', wife: 'Spouse', husband: 'Spouse',
  child: 'Child', son: 'Child', daughter: 'Child', kid: 'Child',
  parent: 'Parent', father: 'Parent', mother: 'Parent',
};
const GENDERS: Record<string, 'Male' | 'Female'> = { m: 'Male', male: 'Male', f: 'Female', female: 'Female' };
const MARITAL: Record<string, CensusMember['maritalStatus']> = {
  married: 'Married', single: 'Single', unmarried: 'Single', divorced: 'Divorced', widow: 'Widow', widowed: 'Widow', widower: 'Widow',
};
const SALARY: Record<string, SalaryBand> = {
  upto4000: 'Up to 4000', '<=4000': 'Up to 4000', '<4000': 'Up to 4000', '04000': 'Up to 4000', below4000: 'Up to 4000',
  '400012000': '4000 - 12000', '400112000': '4000 - 12000',
  '12000+': '12000+', '>12000': '12000+', above12000: '12000+', '12001+': '12000+', over12000: '12000+',
};
/** Emirates by their names and the codes staff use (`DXB`, `AUH`). */
const EMIRATE_NAMES: Record<string, Emirate> = {
  ...Object.fromEntries(EMIRATES.map((emirate) => [fold(emirate), emirate])),
  auh: 'Abu Dhabi', abudhabi: 'Abu Dhabi', dxb: 'Dubai', shj: 'Sharjah', ajm: 'Ajman', uaq: 'Umm Al Quwain', rak: 'Ras Al Khaimah', fuj: 'Fujairah',
  ummalqaiwain: 'Umm Al Quwain', fujeirah: 'Fujairah',
};

function tooManyRows(count: number): SheetError {
  return new SheetError(422, `The census has ${count.toLocaleString('en-US')} rows; at most ${CENSUS_MAX_ROWS.toLocaleString('en-US')} members can be uploaded at once.`);
}

/** The header row and where each column is; a census missing a column is refused whole, naming it. */
function findHeader(grid: SheetGrid): { row: number; index: Record<CensusColumn, number> } {
  let best: { row: number; index: Partial<Record<CensusColumn, number>>; found: number } | null = null;
  for (const { row, cells } of grid.slice(0, HEADER_SEARCH_ROWS)) {
    const index: Partial<Record<CensusColumn, number>> = {};
    cells.forEach((cell, at) => {
      if (isBlank(cell)) return;
      const name = fold(asText(cell));
      const column = CENSUS_COLUMNS.find((key) => CENSUS_HEADER_ALIASES[key].includes(name));
      if (column && index[column] === undefined) index[column] = at;
    });
    const found = Object.keys(index).length;
    if (!best || found > best.found) best = { row, index, found };
  }
  if (!best || best.found === 0) throw new SheetError(422, `The census has no header row: name its columns ${CENSUS_COLUMNS.join(', ')}.`);
  const missing = CENSUS_COLUMNS.filter((column) => best.index[column] === undefined);
  if (missing.length > 0) throw new SheetError(422, `The census's header (row ${best.row}) lacks ${missing.join(', ')}.`);
  return { row: best.row, index: best.index as Record<CensusColumn, number> };
}

/**
 * A census sheet's members and its per-row report: each data row is checked field by field, and
 * a row with any problem is left out with one entry per problem (`row`, `field`, `message`). The
 * other rows are kept. `today` is the Dubai day a date of birth must come before.
 */
export function parseCensusGrid(grid: SheetGrid, today: string): ParsedCensus {
  const header = findHeader(grid);
  const dataRows = grid.filter(({ row }) => row > header.row);
  if (dataRows.length > CENSUS_MAX_ROWS) throw tooManyRows(dataRows.length);
  const members: CensusMember[] = [];
  const problems: CensusProblem[] = [];
  const seenIds = new Map<string, number>();
  let rejected = 0;
  for (const { row, cells } of dataRows) {
    const rowProblems: CensusProblem[] = [];
    const problem = (field: CensusColumn, message: string) => rowProblems.push({ row, field, message });
    const text = (column: CensusColumn) => {
      const cell = cells[header.index[column]] ?? null;
      return isBlank(cell) ? '' : asText(cell);
    };
    const required = (column: CensusColumn, label: string, max: number) => {
      const value = text(column);
      if (!value) problem(column, `${label} is missing`);
      else if (value.length > max) problem(column, `${label} must be at most ${max} characters`);
      return value;
    };
    const choice = <T>(column: CensusColumn, label: string, table: Record<string, T>, allowed: string) => {
      const value = text(column);
      if (!value) {
        problem(column, `${label} is missing`);
        return undefined;
      }
      const found = table[fold(value)];
      if (found === undefined) problem(column, `"${value}" is not a known ${label.toLowerCase()}: use ${allowed}`);
      return found;
    };

    const fullName = required('fullName', 'Name', 120);
    const birthCell = cells[header.index.dateOfBirth] ?? null;
    const dateOfBirth = isBlank(birthCell) ? null : parseSheetDate(birthCell);
    if (isBlank(birthCell)) problem('dateOfBirth', 'Date of birth is missing');
    else if (!dateOfBirth) problem('dateOfBirth', `"${asText(birthCell)}" is not a date (use dd/mm/yyyy)`);
    else if (dateOfBirth >= today) problem('dateOfBirth', `Date of birth ${dateOfBirth} is not in the past`);
    const gender = choice('gender', 'Gender', GENDERS, 'Male or Female');
    const nationality = required('nationality', 'Nationality', 60);
    const rawId = text('emiratesId');
    let emiratesId: string | null = null;
    if (rawId) {
      const digits = normalizeEmiratesId(rawId);
      if (!/^784\d{12}$/.test(digits)) problem('emiratesId', `"${rawId}" is not an Emirates ID (784-YYYY-NNNNNNN-N)`);
      else if (!isValidEmiratesId(digits)) problem('emiratesId', `Emirates ID ${rawId} has a wrong check digit`);
      else if (seenIds.has(digits)) problem('emiratesId', `Emirates ID ${rawId} is already on row ${seenIds.get(digits)}`);
      else emiratesId = digits;
    }
    const relation = choice('relation', 'Relation', RELATIONS, 'Employee, Spouse, Child or Parent');
    const maritalStatus = choice('maritalStatus', 'Marital status', MARITAL, 'Married, Single, Divorced or Widow');
    const salaryBand = choice('salaryBand', 'Salary band', SALARY, 'Up to 4000, 4000 - 12000 or 12000+');
    const visaEmirate = choice('visaEmirate', 'Visa emirate', EMIRATE_NAMES, EMIRATES.join(', '));
    const category = required('category', 'Category', 40).toUpperCase();

    if (rowProblems.length > 0) {
      rejected += 1;
      problems.push(...rowProblems);
      continue;
    }
    if (emiratesId) seenIds.set(emiratesId, row);
    members.push({
      rowNumber: row, fullName, dateOfBirth: dateOfBirth!, gender: gender!, nationality, emiratesId, relation: relation!,
      maritalStatus: maritalStatus!, salaryBand: salaryBand!, visaEmirate: visaEmirate!, category,
    });
  }
  return { members, problems, totalRows: dataRows.length, rejected };
}
