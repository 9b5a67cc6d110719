import { VIN_PATTERN, WMI_TABLE, vinCheckDigit } from '../../../../shared/domain/vin.js';
import { latinPart } from './text.js';

/** VINs found in OCR text, with what OCR misread undone by what a VIN must be (DOMAIN.md §2). */

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
 * A chassis number a paper is checked against a record with: `findVin`'s read, kept only when
 * its check digit holds where one applies (North American VINs, first character 1–5; DOMAIN.md
 * §2). A misread VIN is left out rather than offered, so a check never fails on a misread.
 *
 * @example findCheckedVin('VIN 1HGCM82633A004352') // '1HGCM82633A004352'; with a wrong 9th character, undefined
 */
export function findCheckedVin(text: string, options: { join?: boolean } = {}): string | undefined {
  const vin = findVin(text, options);
  return vin && vinTrusted(vin) ? vin : undefined;
}

/** Whether a VIN's check digit holds where one applies (North American VINs, first character 1–5). */
export function vinTrusted(vin: string): boolean {
  return !/^[1-5]/.test(vin) || vinCheckDigit(vin) === vin[8];
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
