import type { CustomerRow } from '../../db/schema.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';

export const CSV_HEADER = ['Name', 'Email', 'Mobile', 'Emirates ID', 'Nationality', 'Date of birth', 'Status', 'Signed up'];


/**
 * One RFC 4180 cell. A cell a spreadsheet would run as a formula (= + - @, or a leading tab or
 * carriage return) gets a leading apostrophe, so an export never executes what a customer typed.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Array<string | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function customerCsvLine(row: CustomerRow): string {
  return csvLine([
    row.full_name,
    row.email,
    `0${row.mobile_number}`,
    row.emirates_id && formatEmiratesId(row.emirates_id),
    row.nationality,
    row.date_of_birth,
    row.is_block === 1 ? 'Inactive' : 'Active',
    dubaiDate(row.created_at),
  ]);
}
