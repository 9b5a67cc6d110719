import type { EMIRATES } from '../../../../shared/contract/proposals/index.js';
import type { FieldValues, Owners } from '../../../../shared/contract/scanned-documents/index.js';
import { luhnCheckDigit } from '../../../../shared/domain/emiratesId.js';
import { NATIONALITIES } from '../../../../shared/domain/nationalities.js';
import { VIN_PATTERN, WMI_TABLE, vinCheckDigit } from '../../../../shared/domain/vin.js';

/**
 * The pieces every document parser shares: OCR text split into clean lines, labels found in
 * English (tolerating a misread letter or two) or Arabic, and the typed values that follow them
 * (dates, Emirates ID numbers, VINs, amounts, emirates), each repaired for the usual OCR
 * confusions and checked before it is kept.
 */

export interface Parsed {
  fields: FieldValues;
  owners: Owners;
}

export type Emirate = (typeof EMIRATES)[number];

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

// ---------------------------------------------------------------------------------------------
// Labels

export interface LabelSpec {
  /** English spellings; matched ignoring case, spaces and punctuation, with a misread letter allowed. */
  en: readonly string[];
  /** Arabic spellings, matched after `foldArabic`. */
  ar?: readonly string[];
}

interface Match {
  line: number;
  /** Offsets in the line of the label's first character and of the character after it. */
  start: number;
  end: number;
  length: number;
  /** Letters misread in the label (0 when it was read exactly). */
  cost: number;
}

const compactLabel = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Edits tolerated in a label of this many letters: none in a short word, where one edit makes another word. */
const tolerance = (length: number) => (length <= 4 ? 0 : length <= 9 ? 1 : 2);

/**
 * Where `label` (compacted) occurs in `line` with at most `tolerance` edits, starting at the
 * beginning of a word. Sellers' approximate substring search over the line's letters and digits.
 */
function findApprox(line: string, label: string): Array<{ start: number; end: number; cost: number }> {
  const chars: string[] = [];
  const origin: number[] = [];
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!.toLowerCase();
    if (/[a-z0-9]/.test(char)) {
      chars.push(char);
      origin.push(index);
    }
  }
  const allowed = tolerance(label.length);
  const m = label.length;
  // column[i]: edits to match label[0..i) ending at the current character; starts[i]: where that match began.
  let column = Array.from({ length: m + 1 }, (_, i) => i);
  let starts = new Array<number>(m + 1).fill(0);
  const found: Array<{ start: number; end: number; cost: number }> = [];
  for (let j = 0; j < chars.length; j++) {
    const next = [0];
    const nextStarts = [j + 1];
    for (let i = 1; i <= m; i++) {
      const substitute = column[i - 1]! + (label[i - 1] === chars[j] ? 0 : 1);
      const skipLine = column[i]! + 1;
      const skipLabel = next[i - 1]! + 1;
      const best = Math.min(substitute, skipLine, skipLabel);
      next.push(best);
      nextStarts.push(best === substitute ? (i === 1 ? j : starts[i - 1]!) : best === skipLine ? starts[i]! : nextStarts[i - 1]!);
    }
    column = next;
    starts = nextStarts;
    if (column[m]! <= allowed) {
      const start = origin[Math.min(starts[m]!, chars.length - 1)]!;
      const previous = line[start - 1];
      const atWordStart = previous === undefined || !/[A-Za-z0-9]/.test(previous);
      if (atWordStart) found.push({ start, end: origin[j]! + 1, cost: column[m]! });
    }
  }
  // A label must not end in the middle of a word ("Name" is not "Namely"); of the rest, the
  // best-scoring, longest match is kept for each start.
  const byStart = new Map<number, { start: number; end: number; cost: number }>();
  for (const candidate of found.filter((match) => !/[a-z]/.test(line[match.end] ?? ''))) {
    const known = byStart.get(candidate.start);
    if (!known || candidate.cost < known.cost || (candidate.cost === known.cost && candidate.end > known.end)) byStart.set(candidate.start, candidate);
  }
  return [...byStart.values()];
}

/** Whether only spaces, punctuation or a gap come before `start` on the line since its start or the last gap. */
function opensCell(line: string, start: number): boolean {
  const before = line.slice(0, start);
  return /^[^\p{L}\p{N}]*$/u.test(before.slice(before.lastIndexOf(GAP) + 1));
}

export interface TextScanner<K extends string> {
  readonly lines: readonly string[];
  /** Whether the label of `key` occurs anywhere. */
  has(key: K): boolean;
  /** The first candidate after a label of `key` that `parse` accepts. */
  pick<T>(key: K, parse: (candidate: string) => T | undefined): T | undefined;
  /** A text value: Arabic and stray punctuation removed, not empty, at most 300 characters. */
  text(key: K, clean?: (value: string) => string | undefined): string | undefined;
  date(key: K): string | undefined;
}

/**
 * Reads values by their labels. A label's value is looked for, in order: right after it on its
 * line; across the gap after it, or on the next line (first when the document prints its labels
 * above their values); before it, on a line OCR reversed as right-to-left; beside its Arabic
 * label; and last, all the rest of its line. The first candidate the field's parser accepts wins.
 *
 * @example
 * const scan = createTextScanner(text, { dateOfBirth: { en: ['Date of Birth'], ar: ['تاريخ الميلاد'] } });
 * scan.date('dateOfBirth') // '1990-03-14'
 */
export function createTextScanner<K extends string>(text: string, labels: Record<K, LabelSpec>): TextScanner<K> {
  const lines = toLines(text);
  const keys = Object.keys(labels) as K[];
  const matchesOf = new Map<K, Match[]>();
  const allMatches: Array<Match & { key: K }> = [];

  for (const key of keys) {
    const spec = labels[key];
    const found: Match[] = [];
    lines.forEach((line, index) => {
      for (const label of spec.en) {
        const compact = compactLabel(label);
        for (const hit of findApprox(line, compact)) found.push({ line: index, start: hit.start, end: hit.end, length: compact.length, cost: hit.cost });
      }
    });
    for (const match of found) allMatches.push({ ...match, key });
    matchesOf.set(key, found);
  }
  // A label inside a longer one on the same spot ("Model" in "Model Year", "Name" in "Trade Name")
  // is not that label; a label's second occurrence on a line is part of its value ("Insurance
  // Co.: Dubai Insurance Company").
  const kept: Array<Match & { key: K }> = [];
  for (const key of keys) {
    const own = matchesOf.get(key)!
      .filter((match) => !allMatches.some((other) =>
        other.key !== key && other.line === match.line && other.length > match.length && other.start <= match.start && other.end >= match.end))
      .sort((a, b) => a.line - b.line || a.start - b.start || b.length - a.length)
      .filter((match, index, sorted) => index === 0 || sorted[index - 1]!.line !== match.line)
      // A label that opens its line (or a column) is a label; one inside running text may be a word of a value.
      .sort((a, b) => Number(!opensCell(lines[a.line]!, a.start)) - Number(!opensCell(lines[b.line]!, b.start)) || a.line - b.line);
    matchesOf.set(key, own);
    kept.push(...own.map((match) => ({ ...match, key })));
  }
  const arabicLines = lines.map((line) => foldArabic(line));
  // A line carries a label when one opens it (or a column of it); a label word inside a value
  // ("Orient Insurance PJSC") does not make the value a label.
  const labelOnLine = (line: number) => kept.some((match) => match.line === line && opensCell(lines[line]!, match.start));
  const firstCell = (text: string) => cells(text).map((cell) => stripEdges(latinPart(cell))).find((cell) => cell !== '') ?? '';
  const lastCell = (text: string) => cells(text).map((cell) => stripEdges(latinPart(cell))).filter((cell) => cell !== '').at(-1) ?? '';

  /** What follows a label on its line: right after it, and in the first column after a gap. */
  function after(match: Match): { immediate: string; gapped: string; whole: string } {
    const line = lines[match.line]!;
    // The value runs to the next label, if that one opens a column or was read exactly: a label
    // half-matched inside running text ("Spare" for "Share") is a word of the value.
    const nextLabel = kept
      .filter((other) => other.line === match.line && other.start >= match.end && (other.cost === 0 || opensCell(line, other.start)))
      .reduce((min, other) => Math.min(min, other.start), line.length);
    const segment = line.slice(match.end, nextLabel);
    const gap = segment.indexOf(GAP);
    return {
      immediate: stripEdges(latinPart(gap < 0 ? segment : segment.slice(0, gap))),
      gapped: gap < 0 ? '' : firstCell(segment.slice(gap + 1)),
      whole: latinPart(segment),
    };
  }

  // Labels printed above their values: most label lines then carry nothing right after the label
  // but are followed by a line without a label. Whatever sits across a gap on such a label line is
  // a second-language label (Arabic, misread as Latin letters by the English pass), not the value.
  const labelLines = [...new Set(kept.map((match) => match.line))];
  const stacked = labelLines.filter((line) => {
    const first = kept.find((match) => match.line === line)!;
    return after(first).immediate === '' && line + 1 < lines.length && !labelOnLine(line + 1);
  }).length * 2 > labelLines.length;

  function candidates(key: K): string[] {
    const out: string[] = [];
    const wholes: string[] = [];
    for (const match of matchesOf.get(key)!) {
      const line = lines[match.line]!;
      const { immediate, gapped, whole } = after(match);
      const next = lines[match.line + 1] !== undefined && !labelOnLine(match.line + 1) ? firstCell(lines[match.line + 1]!) : '';
      out.push(immediate, ...(stacked ? [next, gapped] : [gapped, next]));
      wholes.push(whole);
      const previousLabel = kept
        .filter((other) => other.line === match.line && other.end <= match.start)
        .reduce((max, other) => Math.max(max, other.end), 0);
      // OCR reverses a line it takes for right-to-left: the value then comes before its label.
      if (hasArabic(line)) out.push(lastCell(line.slice(previousLabel, match.start)));
    }
    for (const label of labels[key].ar ?? []) {
      const folded = foldArabic(label);
      arabicLines.forEach((line, index) => {
        if (!line.includes(folded)) return;
        // The line's Latin text without the English labels on it (of this or of other fields).
        let latin = lines[index]!;
        for (const other of kept.filter((match) => match.line === index).sort((a, b) => b.start - a.start)) {
          latin = `${latin.slice(0, other.start)} ${latin.slice(other.end)}`;
        }
        out.push(firstCell(latin));
        const next = lines[index + 1];
        if (next !== undefined && !labelOnLine(index + 1)) out.push(firstCell(next));
      });
    }
    return [...out, ...wholes].map((candidate) => stripEdges(candidate)).filter((candidate) => candidate !== '');
  }

  function pick<T>(key: K, parse: (candidate: string) => T | undefined): T | undefined {
    for (const candidate of candidates(key)) {
      const value = parse(candidate);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  return {
    lines,
    has: (key) => matchesOf.get(key)!.length > 0 || (labels[key].ar ?? []).some((label) => arabicLines.some((line) => line.includes(foldArabic(label)))),
    pick,
    text: (key, clean = cleanText) => pick(key, clean),
    date: (key) => pick(key, parseDate),
  };
}

/** Separators and stray marks OCR leaves around a value. */
function stripEdges(value: string): string {
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

// ---------------------------------------------------------------------------------------------
// Typed values

/** Letters OCR puts where digits were printed. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  '@': '0', O: '0', o: '0', Q: '0', D: '0', U: '0', I: '1', l: '1', i: '1', '|': '1', '!': '1', L: '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', b: '6', g: '9', q: '9', T: '7', A: '4',
};
const LOOKALIKES = '0-9@OoQDUIli|!LZzSsBGbgqTA';
const LOOKALIKE_CLASS = `[${LOOKALIKES}]`;

/** Every letter OCR may have put for a digit made that digit (`1O472407` → `10472407`); use on text known to be numeric. */
export function repairDigits(text: string): string {
  return [...text].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const D = LOOKALIKE_CLASS;
const SEP = '\\s*[/\\-.,_]\\s*';
const DAY_FIRST = new RegExp(`(?<![0-9])(${D}{1,2})${SEP}(${D}{1,2})(?:${SEP}|\\s)(${D}{4})(?![0-9])`, 'g');
const YEAR_FIRST = new RegExp(`(?<![0-9])(${D}{4})${SEP}(${D}{1,2})${SEP}(${D}{1,2})(?![0-9])`, 'g');
const MONTH_NAME = new RegExp(`(?<![0-9])(${D}{1,2})\\s*[-.]?\\s*(${MONTHS.join('|')})[a-z]*\\.?\\s*[-.,]?\\s*(${D}{4})(?![0-9])`, 'gi');

/**
 * Every date in `text` as `yyyy-MM-dd`, in the order printed: `dd/MM/yyyy`, `dd-MM-yyyy`,
 * `dd.MM.yyyy`, `yyyy-MM-dd` (also `yyyy/MM/dd`, which is how OCR returns `dd/MM/yyyy` from a
 * line it took for right-to-left) and `14 Mar 1990`. Digits misread as letters are repaired.
 */
export function findDates(text: string): string[] {
  const found: Array<{ index: number; iso: string }> = [];
  const add = (index: number, iso: string | undefined) => {
    if (iso && !found.some((other) => Math.abs(other.index - index) < 6)) found.push({ index, iso });
  };
  const number = (digits: string) => Number(repairDigits(digits));
  for (const match of text.matchAll(MONTH_NAME)) add(match.index, isoDate(number(match[3]!), MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1, number(match[1]!)));
  for (const match of text.matchAll(YEAR_FIRST)) add(match.index, isoDate(number(match[1]!), number(match[2]!), number(match[3]!)));
  for (const match of text.matchAll(DAY_FIRST)) add(match.index, isoDate(number(match[3]!), number(match[2]!), number(match[1]!)));
  return found.sort((a, b) => a.index - b.index).map((date) => date.iso);
}

/** The first date in `text`, as `yyyy-MM-dd`. */
export function parseDate(text: string): string | undefined {
  return findDates(text)[0];
}

const GROUP_SEP = '[\\s.\\-—–_,:]*';
const EID_FORWARD = new RegExp(`7${GROUP_SEP}8${GROUP_SEP}4${GROUP_SEP}((?:\\d${GROUP_SEP}){11}\\d)`, 'g');
const EID_REVERSED = new RegExp(`(?<!\\d)(\\d)${GROUP_SEP}(\\d{7})${GROUP_SEP}(\\d{4})${GROUP_SEP}784(?!\\d)`, 'g');

/**
 * Emirates ID numbers in `text` (15 digits, no dashes) whose Luhn check digit is right, in the
 * order found. `784-YYYY-NNNNNNN-C` is found with spaces or dots for dashes and letters misread
 * for digits, in the reversed group order OCR gives inside an Arabic line, and inside an MRZ.
 *
 * @example findEmiratesIds('ID Number: 784-199O-1234567-6') // ['784199012345676']
 */
export function findEmiratesIds(text: string): string[] {
  const ids: string[] = [];
  const add = (digits: string) => {
    if (/^784\d{12}$/.test(digits) && luhnCheckDigit(digits.slice(0, 14)) === Number(digits[14]) && !ids.includes(digits)) ids.push(digits);
  };
  for (const line of text.split('\n')) {
    // Repair only inside runs that look numeric, so words around the number stay words.
    const repaired = line.replace(new RegExp(`${LOOKALIKE_CLASS}[${LOOKALIKES}\\s.\\-—–_]{12,}${LOOKALIKE_CLASS}`, 'g'), (run) =>
      (run.replace(/[^0-9]/g, '').length >= run.replace(/[\s.\-—–_]/g, '').length / 2 ? repairDigits(run) : run));
    const before = ids.length;
    for (const match of repaired.matchAll(EID_FORWARD)) add(`784${match[1]!.replace(/\D/g, '')}`);
    for (const match of repaired.matchAll(EID_REVERSED)) add(`784${match[3]}${match[2]}${match[1]}`);
    // A digit read twice in an unbroken run (an MRZ): the one deletion the Luhn digit accepts.
    if (ids.length === before) {
      for (const match of repaired.matchAll(/784\d{13}/g)) {
        const passing = new Set<string>();
        for (let drop = 3; drop < 16; drop++) {
          const digits = `${match[0].slice(0, drop)}${match[0].slice(drop + 1)}`;
          if (luhnCheckDigit(digits.slice(0, 14)) === Number(digits[14])) passing.add(digits);
        }
        if (passing.size === 1) add([...passing][0]!);
      }
    }
  }
  return ids;
}

/** Letters a VIN never holds, and what OCR most likely misread: I→1, O and Q→0. */
const VIN_REPAIR: Record<string, string> = { I: '1', O: '0', Q: '0', '@': '0' };
/** Characters OCR mistakes for one another in capitals and digits. */
const CONFUSABLE: Record<string, string> = {
  '0': 'DO', '1': 'JLTI', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B', A: '4', B: '8', D: '0', G: '6C', J: '1', L: '1', S: '58', T: '1',
  Z: '2', V: 'WUY', W: 'V', U: 'V', Y: 'V', M: 'NH', N: 'MH', H: 'NM', E: 'F', F: 'E', C: 'G', K: 'X', X: 'K',
  // Never in a VIN, but in what OCR reads of one.
  I: '1LJ', O: '0D', Q: '0',
};
/** Pairs OCR swaps most often in printed capitals and digits, both ways. */
const COMMON_CONFUSIONS = new Set(['S5', 'B8', 'O0', 'D0', 'I1', 'J1', 'Z2', 'G6', 'A4'].flatMap((pair) => [pair, `${pair[1]}${pair[0]}`]));
const DIGIT_FOR: Record<string, string> = { D: '0', J: '1', L: '1', T: '1', Z: '2', A: '4', S: '5', G: '6', B: '8' };

/**
 * Whether a North American VIN may hold `char` at `index`: the check digit is a digit or X, the
 * year code is never 0, U or Z, and the serial (positions 12–17) is digits.
 */
function fitsPosition(index: number, char: string): boolean {
  if (index === 8) return /[0-9X]/.test(char);
  if (index === 9) return !/[0UZ]/.test(char);
  if (index >= 11) return /\d/.test(char);
  return true;
}

/**
 * Undoes likely misreads using what a VIN must be (DOMAIN.md §2): its last four characters are
 * digits; its manufacturer code should be a known one; its 9th character is a check digit — a
 * letter there becomes a digit when that makes the check hold, and a North American VIN (where
 * the check is mandatory) that fails it gets the one confusable character that fixes it, if
 * exactly one does. Other VINs keep what was read, since many made elsewhere skip the check.
 *
 * @example repairVin('JAAVFM3X3JW187036') // 'JA4VFM3X3JW187036' (JAA is no maker; JA4 is Mitsubishi)
 */
export function repairVin(vin: string): string {
  const chars = [...vin];
  for (let index = 13; index < 17; index++) chars[index] = DIGIT_FOR[chars[index]!] ?? chars[index]!;
  if (!WMI_TABLE[chars.slice(0, 3).join('')]) {
    // The known manufacturer code reached with the fewest changes, if only one is that close.
    const options = chars.slice(0, 3).map((char) => [char, ...(CONFUSABLE[char] ?? '')]);
    const known = options[0]!.flatMap((a) => options[1]!.flatMap((b) => options[2]!.map((c) => `${a}${b}${c}`))).filter((wmi) => WMI_TABLE[wmi]);
    const changes = (wmi: string) => [...wmi].filter((char, index) => char !== chars[index]).length;
    const fewest = Math.min(...known.map(changes));
    const closest = known.filter((wmi) => changes(wmi) === fewest);
    if (closest.length === 1) chars.splice(0, 3, ...closest[0]!);
  }
  const checks = (candidate: string[]) => vinCheckDigit(candidate.join('')) === candidate[8];
  if (checks(chars)) return chars.join('');
  const digit = DIGIT_FOR[chars[8]!];
  if (digit) {
    const fixed = [...chars];
    fixed[8] = digit;
    if (checks(fixed)) return fixed.join('');
  }
  if (/^[1-5]/.test(chars[0]!)) {
    // A known maker code is kept: the misread character is among the other fourteen.
    const keepMaker = WMI_TABLE[chars.slice(0, 3).join('')] !== undefined;
    // The commonest confusions are tried first; a rarer one only when those fix nothing.
    const passing: [string[], string[]] = [[], []];
    chars.forEach((char, index) => {
      if (keepMaker && index < 3) return;
      for (const alternative of [...(CONFUSABLE[char] ?? '')].filter((option) => fitsPosition(index, option))) {
        const candidate = [...chars];
        candidate[index] = alternative;
        if (VIN_PATTERN.test(candidate.join('')) && checks(candidate)) passing[COMMON_CONFUSIONS.has(`${char}${alternative}`) ? 0 : 1].push(candidate.join(''));
      }
    });
    for (const tier of passing) {
      if (tier.length === 1) return tier[0]!;
      if (tier.length > 1) break;
    }
  }
  return chars.join('');
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Checks a VIN against what the same paper prints about the car. Its 10th character is the model
 * year's code (1980 = A, 30-year cycle): a lookalike of that code there (`6` for `G`) is
 * restored. Its first three name the maker: when they are unknown or name another maker than the
 * paper's, the one lookalike code (at most two characters apart) of the printed make is taken.
 *
 * @example alignVin('KMHR3ME356V280547', { year: '2016' }) // 'KMHR3ME35GV280547'
 * @example alignVin('JMBAHGTN1EG976966', { make: 'Nissan' }) // 'JN8AHGTN1EG976966'
 */
export function alignVin(vin: string, paper: { year?: string; make?: string }): string {
  let aligned = vin;
  const { year, make } = paper;
  if (year && /^\d{4}$/.test(year) && Number(year) >= 1980) {
    const expected = YEAR_CODES[(Number(year) - 1980) % 30]!;
    const actual = aligned[9]!;
    if (actual !== expected && (CONFUSABLE[actual] ?? '').includes(expected)) aligned = `${aligned.slice(0, 9)}${expected}${aligned.slice(10)}`;
  }
  const wmi = aligned.slice(0, 3);
  const maker = WMI_TABLE[wmi]?.[0];
  if (make && maker?.toLowerCase() !== make.toLowerCase()) {
    const options = [...wmi].map((char) => [char, ...(CONFUSABLE[char] ?? '')]);
    const ofMake = options[0]!.flatMap((a) => options[1]!.flatMap((b) => options[2]!.map((c) => `${a}${b}${c}`)))
      .filter((code) => WMI_TABLE[code]?.[0].toLowerCase() === make.toLowerCase() && [...code].filter((char, index) => char !== wmi[index]).length <= 2);
    if (ofMake.length === 1) aligned = `${ofMake[0]}${aligned.slice(3)}`;
  }
  return aligned;
}

/**
 * The first VIN in `text`: 17 letters and digits (a word, or neighbouring words OCR split it
 * into; or, with `join: false`, only a single word), I, O and Q read as 1, 0 and 0, then repaired
 * with `repairVin`.
 *
 * @example findVin('Chassis No.: JTDBR32E7O0123456') // 'JTDBR32E700123456'
 */
export function findVin(text: string, options: { join?: boolean } = {}): string | undefined {
  const tokens = latinPart(text).toUpperCase().split(/\s+/)
    .map((token) => token.replace(/[\])[]/g, 'J').replace(/\|/g, '1').replace(/[^A-Z0-9@]/g, ''))
    .filter(Boolean);
  const asVin = (joined: string) => {
    const candidate = repairVin([...joined].map((char) => VIN_REPAIR[char] ?? char).join(''));
    // A VIN mixes letters and digits and ends in four digits (ISO 3779); words glued together are not one.
    return VIN_PATTERN.test(candidate) && /[A-Z]/.test(candidate) && /\d{4}$/.test(candidate) ? candidate : undefined;
  };
  for (let first = 0; first < tokens.length; first++) {
    let joined = '';
    for (let last = first; last < tokens.length && joined.length < 17 && (last === first || options.join !== false); last++) {
      joined += tokens[last];
      if (joined.length === 17) {
        const vin = asVin(joined);
        if (vin) return vin;
      }
    }
  }
  // One character too many or too few: kept only when the check digit confirms the fix.
  for (const token of tokens) {
    const fixed = token.length === 18 ? dropDoubledCharacter(token) : token.length === 16 ? restoreLostFirstCharacter(token) : undefined;
    const vin = fixed && asVin(fixed);
    if (vin && vinCheckDigit(vin) === vin[8]) return vin;
  }
  return undefined;
}

/**
 * An 18-character read where one glyph came out twice: the one deletion the check digit accepts.
 * Deleting a letter no VIN has (I, O, Q) is likeliest, then one of two lookalikes side by side
 * (`S5`), then one of a character read twice (`JJ`); a known maker code breaks a tie.
 */
function dropDoubledCharacter(token: string): string | undefined {
  const lookalikes = (a: string, b: string) => (CONFUSABLE[a] ?? '').includes(b) || (CONFUSABLE[b] ?? '').includes(a);
  const byLikelihood: Array<Set<string>> = [new Set(), new Set(), new Set()];
  for (let index = 0; index + 1 < token.length; index++) {
    const [a, b] = [token[index]!, token[index + 1]!];
    if (a !== b && !lookalikes(a, b)) continue;
    for (const drop of [index, index + 1]) {
      const candidate = repairVin([...`${token.slice(0, drop)}${token.slice(drop + 1)}`].map((char) => VIN_REPAIR[char] ?? char).join(''));
      if (!VIN_PATTERN.test(candidate) || vinCheckDigit(candidate) !== candidate[8]) continue;
      byLikelihood[/[IOQ]/.test(token[drop]!) ? 0 : a === b ? 2 : 1]!.add(candidate);
    }
  }
  for (const passing of byLikelihood) {
    const known = [...passing].filter((candidate) => WMI_TABLE[candidate.slice(0, 3)]);
    if (passing.size === 1) return [...passing][0];
    if (known.length === 1) return known[0];
    if (passing.size > 1) return undefined;
  }
  return undefined;
}

/** A 16-character read that lost the first letter of a known manufacturer code (`MBM…` for `JMBM…`). */
function restoreLostFirstCharacter(token: string): string | undefined {
  const passing = Object.keys(WMI_TABLE)
    .filter((wmi) => wmi.slice(1) === token.slice(0, 2))
    .map((wmi) => `${wmi[0]}${token}`)
    .filter((candidate) => VIN_PATTERN.test(candidate) && vinCheckDigit(candidate) === candidate[8]);
  return passing.length === 1 ? passing[0] : undefined;
}

/**
 * The one date of a document no label claimed, given to the one date field still empty (a
 * label misread beyond recognition leaves exactly that).
 *
 * @example fillLeftoverDate(fields, ['issueDate', 'expiryDate'], lines)
 */
export function fillLeftoverDate(fields: Record<string, string | undefined>, keys: readonly string[], lines: readonly string[]): void {
  const missing = keys.filter((key) => !fields[key]);
  if (missing.length !== 1) return;
  const claimed = new Set(keys.map((key) => fields[key]));
  const leftover = [...new Set(lines.flatMap((line) => findDates(line)))].filter((date) => !claimed.has(date));
  if (leftover.length === 1) fields[missing[0]!] = leftover[0];
}

/** A four-digit model year between 1950 and next year. */
export function parseYear(text: string): string | undefined {
  const latest = new Date().getUTCFullYear() + 1;
  for (const match of repairDigits(text).matchAll(/(?<!\d)(19[5-9]\d|20\d\d)(?!\d)/g)) {
    if (Number(match[1]) <= latest) return match[1];
  }
  return undefined;
}

/**
 * An amount in AED as `1234.50`: currency words dropped, thousands separators (commas, spaces or
 * dots OCR made of them) removed, two decimals.
 *
 * @example parseAmount('AED 1,530.50') // '1530.50'
 */
export function parseAmount(text: string): string | undefined {
  const cleaned = text.replace(/\b(?:AED|Dhs?|Dirhams?|د\.إ)\b\.?/gi, ' ');
  const match = /(?<![\d.,])(\d{1,3}(?:[,.\s]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?![\d])/.exec(repairAmount(cleaned));
  if (!match) return undefined;
  const whole = match[1]!.replace(/[,.\s]/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return `${Number(whole)}.${fraction}`;
}

function repairAmount(text: string): string {
  return text.replace(/[0-9OoIlSB,.]+/g, (run) => (/\d/.test(run) ? run.replace(/[OoIlSB]/g, (char) => DIGIT_LOOKALIKES[char] ?? char) : run));
}

const EMIRATE_SPELLINGS: Array<[Emirate, readonly string[], readonly string[]]> = [
  ['Abu Dhabi', ['Abu Dhabi', 'Abudhabi', 'AUH'], ['ابوظبي', 'ابو ظبي']],
  ['Dubai', ['Dubai', 'DXB'], ['دبي']],
  ['Sharjah', ['Sharjah', 'Sharja', 'SHJ'], ['الشارقه']],
  ['Ajman', ['Ajman', 'AJM'], ['عجمان']],
  ['Umm Al Quwain', ['Umm Al Quwain', 'Umm Al-Quwain', 'Umm Al Qaiwain', 'UAQ'], ['ام القيوين']],
  ['Ras Al Khaimah', ['Ras Al Khaimah', 'Ras Al-Khaimah', 'RAK'], ['راس الخيمه']],
  ['Fujairah', ['Fujairah', 'Fujeirah', 'Fujaira'], ['الفجيره']],
];

/** The emirate named in `text`, in English (one misread letter allowed in long names) or Arabic. */
export function findEmirate(text: string): Emirate | undefined {
  const latin = latinPart(text);
  let best: { emirate: Emirate; start: number } | undefined;
  for (const [emirate, english] of EMIRATE_SPELLINGS) {
    for (const spelling of english) {
      const hit = spelling.length <= 3
        ? (new RegExp(`\\b${spelling}\\b`).exec(latin)?.index)
        : findApprox(latin, compactLabel(spelling))[0]?.start;
      if (hit !== undefined && (!best || hit < best.start)) best = { emirate, start: hit };
    }
  }
  if (best) return best.emirate;
  const folded = foldArabic(text);
  return EMIRATE_SPELLINGS.find(([, , arabic]) => arabic.some((spelling) => folded.includes(spelling)))?.[0];
}

/** The first nationality of the one list (the names UAE documents print) found in `text`, with its position. */
export function findNationality(text: string): { nationality: string; start: number; end: number } | undefined {
  let best: { nationality: string; start: number; end: number } | undefined;
  for (const nationality of NATIONALITIES) {
    for (const hit of findApprox(text, compactLabel(nationality))) {
      if (!best || hit.start < best.start) best = { nationality, start: hit.start, end: hit.end };
    }
  }
  return best;
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

/**
 * A parser for a number of `min` to `max` digits: the first word of the value that is mostly
 * digits, with letters misread for digits repaired (`1O472407` → `10472407`).
 */
export function digitsParser(min: number, max: number): (text: string) => string | undefined {
  return (text) => {
    for (const word of latinPart(text).split(/[\s:;,/|]+/)) {
      const bare = word.replace(/[.\-_'"]/g, '');
      if (bare.replace(/\D/g, '').length * 2 < bare.length) continue;
      const digits = repairDigits(bare);
      if (new RegExp(`^\\d{${min},${max}}$`).test(digits)) return digits;
    }
    return undefined;
  };
}
