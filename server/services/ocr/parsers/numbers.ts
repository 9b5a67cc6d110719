import { luhnCheckDigit } from '../../../../shared/domain/emiratesId.js';
import { latinPart } from './text.js';

/**
 * Numbers printed on documents (Emirates ID numbers, licence and file numbers, model years,
 * amounts in AED), with the letters OCR puts for digits repaired and each checked before it is kept.
 */

/** Letters OCR puts where digits were printed. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  '@': '0', O: '0', o: '0', Q: '0', D: '0', U: '0', I: '1', l: '1', i: '1', '|': '1', '!': '1', L: '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', b: '6', g: '9', q: '9', T: '7', A: '4',
};
const LOOKALIKES = '0-9@OoQDUIli|!LZzSsBGbgqTA';
export const LOOKALIKE_CLASS = `[${LOOKALIKES}]`;

/** Every letter OCR may have put for a digit made that digit (`1O472407` → `10472407`); use on text known to be numeric. */
export function repairDigits(text: string): string {
  return [...text].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
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
