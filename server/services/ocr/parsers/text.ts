import type { FieldValues, Owners } from '../../../../shared/contract/scanned-documents/index.js';

/**
 * OCR text as every document parser first takes it: split into clean lines and the cells between
 * their gaps, Arabic told apart from Latin text (and folded the way OCR confuses it), and values
 * cleaned of the debris OCR leaves around them. Labels are found by `textScanner.ts`; typed values
 * by `dates.ts`, `numbers.ts`, `vinRepair.ts` and `emirateAndNationality.ts`.
 */

export interface Parsed {
  fields: FieldValues;
  owners: Owners;
}

/** Longest value the contract accepts (`FieldValuesSchema`). */
const MAX_VALUE = 300;

const ARABIC_LETTERS = '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF';
const ARABIC = new RegExp(`[${ARABIC_LETTERS}]`);
/** An Arabic run, with the spaces and colons between its words. */
const ARABIC_RUN = new RegExp(`[${ARABIC_LETTERS}](?:[${ARABIC_LETTERS}\\s:.،]*[${ARABIC_LETTERS}])?`, 'g');

export const hasArabic = (text: string): boolean => ARABIC.test(text);

/**
 * Stands in a line for a wide gap (three spaces or more in OCR text that keeps its spacing): what
 * lies across a gap was printed apart, as a label's value and the next column are.
 */
export const GAP = '\uE000';

/**
 * OCR text → trimmed, non-empty lines: Unicode compatibility forms folded (Arabic presentation
 * forms, full-width digits), Arabic-Indic digits made Latin, bidi marks and runs of spaces removed,
 * and a space put after a colon so `Sex:M` reads as a label and a value.
 */
export function toLines(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .split(/\r?\n/)
    .map((line) => line.replace(/[\t ]{3,}/g, ` ${GAP} `).replace(/:(?=\S)/g, ': ').replace(/[\t ]+/g, ' ').replace(new RegExp(`^(?:${GAP} )+|(?: ${GAP})+$`, 'g'), '').trim())
    .filter((line) => line !== '' && line !== GAP);
}

/** The parts of a line between its gaps. */
export function cells(line: string): string[] {
  return line.split(GAP).map((cell) => cell.trim()).filter((cell) => cell !== '');
}

/** Arabic letters folded the way OCR confuses them: alef forms, taa marbuta, alef maqsura, no diacritics or tatweel. */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The line without its Arabic runs. */
export function latinPart(text: string): string {
  return text.replace(ARABIC_RUN, ' ').replaceAll(GAP, ' ').replace(/\s+/g, ' ').trim();
}

/** The Arabic words of a line, in the order OCR gave them. */
export function arabicPart(text: string): string {
  return (text.match(ARABIC_RUN) ?? []).join(' ').replace(/[:.،]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The Arabic words printed after an Arabic label (a name given only in Arabic). Of the lines
 * holding the label, the one where a colon follows it and nothing but Arabic is on it is taken
 * first: the same label also stands beside the English value, which an Arabic pass reads as noise.
 *
 * @example arabicAfterLabel(['الاسم: محمد أحمد'], 'الاسم') // 'محمد أحمد'
 */
export function arabicAfterLabel(lines: readonly string[], label: string): string | undefined {
  const labelWords = foldArabic(label).split(' ');
  const found: Array<{ value: string; score: number }> = [];
  for (const line of lines) {
    const words = arabicPart(line).split(' ').filter(Boolean);
    const at = words.findIndex((_, index) => labelWords.every((word, offset) => foldArabic(words[index + offset] ?? '') === word));
    if (at < 0) continue;
    const value = words.slice(at + labelWords.length).filter((word) => word.length > 1);
    if (value.length === 0) continue;
    const onlyArabic = latinPart(line).replace(/[^\p{L}\p{N}]/gu, '') === '';
    found.push({ value: value.join(' '), score: (line.includes(':') ? 1 : 0) + (onlyArabic ? 2 : 0) });
  }
  return found.sort((a, b) => b.score - a.score)[0]?.value;
}

/** Separators and stray marks OCR leaves around a value. */
export function stripEdges(value: string): string {
  return value.replace(/^[\s:;.,|/\\\-_'"‘’“”`~*•·=>»<«)(\][}{]+/, '').replace(/[\s:;,|/\\\-_'"‘’“”`~*•·=>»<«([{]+$/, '').trim();
}

/**
 * A text value as printed: words of letters or digits kept, trailing OCR debris (lone marks,
 * single lower-case letters, specks read as digits) dropped. Undefined when nothing is left.
 */
export function cleanText(value: string): string | undefined {
  const words = stripEdges(latinPart(value)).split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
  while (words.length > 1 && /^(?:[a-z]{1,2}|\d|[^\p{L}\p{N}]*)$/u.test(words.at(-1)!.replace(/[^\p{L}\p{N}]/gu, ''))) words.pop();
  // A value printed in capitals or title case does not end in lower-case words: those are an
  // Arabic label beside it, read as Latin letters.
  const lastCapital = words.findLastIndex((word) => /^[\p{Lu}\p{N}]/u.test(word));
  if (lastCapital >= 0 && /^[\p{Lu}\p{N}]/u.test(words[0]!)) words.splice(lastCapital + 1);
  const cleaned = stripEdges(words.join(' '));
  return cleaned === '' ? undefined : cleaned.slice(0, MAX_VALUE);
}

/** A person's or company's name: letters, spaces, hyphens, apostrophes and dots; at least two letters. */
export function cleanName(value: string): string | undefined {
  const cleaned = cleanText(value.replace(/[^\p{L}\s'.&-]/gu, ' '));
  if (!cleaned) return undefined;
  const words = cleaned.split(' ').filter((word) => word.length > 1 || /^[A-Z]$/.test(word));
  const name = words.join(' ');
  return name.replace(/[^\p{L}]/gu, '').length >= 2 ? name : undefined;
}

/** Drops the keys whose value is missing or empty (the contract leaves unfound fields out). */
export function compact(fields: Record<string, string | undefined>): FieldValues {
  const out: FieldValues = {};
  for (const [key, value] of Object.entries(fields)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed.slice(0, MAX_VALUE);
  }
  return out;
}
