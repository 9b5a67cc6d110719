import type { Owners } from '../../../../shared/contract/scanned-documents/index.js';
import { LABELS } from './labels.js';
import { findNationality } from './emirateAndNationality.js';
import { repairDigits } from './numbers.js';
import { arabicAfterLabel, cells, cleanName, cleanText, compact, latinPart, type Parsed, toLines } from './text.js';
import { createTextScanner } from './textScanner.js';

const TRADE_LABELS = {
  licenceNo: { en: ['License No', 'Licence No', 'License Number', 'Licence Number', 'Registration No'], ar: ['رقم الرخصة'] },
  companyName: { en: ['Trade Name', 'Company Name', 'Name of Company'], ar: ['الاسم التجاري'] },
  legalForm: { en: ['Legal Form', 'Legal Type', 'Legal Status'], ar: ['الشكل القانوني'] },
  issuingAuthority: { en: ['Issuing Authority', 'Licensing Authority'], ar: ['جهة الإصدار'] },
  activities: { en: ['Activities', 'Activity', 'Business Activity'], ar: ['الأنشطة', 'النشاط'] },
  issueDate: LABELS.issueDate,
  expiryDate: LABELS.expiryDate,
  table: { en: ['Nationality'] },
  title: { en: ['Commercial License', 'Commercial Licence', 'Trade License', 'Trade Licence'] },
};

/** Authorities that issue trade licences, recognised when printed without a label (as a letterhead). */
const AUTHORITY = /(Department of Econom|Economic Development|Economic Department|Economic Zone|Free Zone|Multi Commodities|DMCC|Development Authority)/i;
const ROLE = /\b(Partner and Manager|Partner & Manager|Partner|Manager|Owner|Shareholder|Director)\b/i;
const LICENCE_NUMBER = /\b([A-Z]{2,5}\s?-\s?)?([0-9OoIlSB]{4,10})\b/;

function parseLicenceNumber(value: string): string | undefined {
  const match = LICENCE_NUMBER.exec(latinPart(value));
  if (!match) return undefined;
  const digits = repairDigits(match[2]!);
  if (!/^\d+$/.test(digits)) return undefined;
  return match[1] ? `${match[1].replace(/\s/g, '')}${digits}` : digits;
}

/**
 * One row of the owners table. Its columns come apart at the wide gaps OCR keeps between them;
 * when they do not, the row is split at its nationality (from a known list).
 */
function readOwnerRow(line: string): Owners[string] | undefined {
  const latin = latinPart(line);
  const nationality = findNationality(latin);
  if (!nationality) return undefined;
  const columns = cells(line).map((cell) => latinPart(cell));
  if (/^\W*\d{1,2}\W*$/.test(columns[0] ?? '')) columns.shift();
  // Column mode only when the nationality stands in a column of its own.
  const nationalityColumn = columns.findIndex((cell) => {
    const found = findNationality(cell);
    return found?.nationality === nationality.nationality && cell.replace(/[^\p{L}]/gu, '').length <= found.nationality.replace(/\s/g, '').length + 2;
  });
  const nameText = nationalityColumn > 0 ? columns[nationalityColumn - 1]! : latin.slice(0, nationality.start);
  const rest = nationalityColumn >= 0 ? columns.slice(nationalityColumn + 1).join(' ') : latin.slice(nationality.end);
  const name = cleanName(nameText.replace(/^\W*\d{1,2}\W*/, ''));
  const role = ROLE.exec(rest)?.[1];
  const share = /(\d{1,3}(?:\.\d{1,2})?)\s*%/.exec(repairDigits(rest))?.[1] ?? /(?<!\d)(\d{1,3})\s*$/.exec(rest)?.[1];
  return {
    ...(name ? { name } : {}),
    nationality: nationality.nationality,
    ...(role ? { role: role.replace(/\s*&\s*/, ' and ').replace(/^./, (c) => c.toUpperCase()) } : {}),
    ...(share && Number(share) <= 100 ? { sharePercent: share } : {}),
  };
}

/**
 * The owners and managers table: after a header naming the nationality column, one row each,
 * `1 Rashid Al Hammadi United Arab Emirates Partner 51%`. A row is split at the nationality (from
 * a known list); the role and the share follow it.
 */
function readOwners(lines: readonly string[]): Owners {
  const header = lines.findIndex((line) => /nationality/i.test(line) && /(name|share|role)/i.test(line));
  if (header < 0) return {};
  const owners: Owners = {};
  for (const line of lines.slice(header + 1)) {
    const owner = readOwnerRow(line);
    if (!owner) {
      if (Object.keys(owners).length > 0) break;
      continue;
    }
    owners[String(Object.keys(owners).length)] = owner;
    if (Object.keys(owners).length >= 20) break;
  }
  return owners;
}

/**
 * A trade licence (DOMAIN.md §1.4): licence number, trade names, legal form, issuing authority,
 * activities, dates, and the owners and managers table.
 *
 * @example parseTradeLicense('License No.: 784512\nTrade Name: Falcon Technical Services LLC').fields.licenceNo // '784512'
 */
export function parseTradeLicense(text: string, arabicText?: string): Parsed {
  const scan = createTextScanner(text, TRADE_LABELS);
  const authority = scan.text('issuingAuthority', cleanText)
    ?? scan.lines.map((line) => cleanText(latinPart(line))).find((line) => line !== undefined && AUTHORITY.test(line));
  return {
    fields: compact({
      licenceNo: scan.pick('licenceNo', parseLicenceNumber),
      companyName: scan.text('companyName', cleanText),
      arabicCompanyName: arabicAfterLabel(arabicText === undefined ? scan.lines : toLines(arabicText), 'الاسم التجاري'),
      legalForm: scan.text('legalForm', cleanText),
      issuingAuthority: authority,
      activities: scan.text('activities', cleanText),
      issueDate: scan.date('issueDate'),
      expiryDate: scan.date('expiryDate'),
    }),
    owners: readOwners(scan.lines),
  };
}
