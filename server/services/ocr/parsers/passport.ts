import { parse as parseMrz, type ParseResult } from 'mrz';
import { mrzDate } from './dates.js';
import { compact, toLines, type Parsed } from './text.js';

const TD3_LENGTH = 44;

/** What OCR reads for the filler `<` of an MRZ: the angle brackets it resembles in OCR-B. */
const FILLER_LOOKALIKES = /[‹〈([{]/g;

/** Letters and digits OCR confuses in the document number, whose check digit decides between them. */
const CONFUSIONS: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I', S: '5', '5': 'S', B: '8', '8': 'B' };

/** A line as the MRZ is printed: upper case, no spaces, the chevron look-alikes read back as fillers. */
function mrzLine(line: string): string {
  return line.toUpperCase().replace(/\s+/g, '').replace(/«/g, '<<').replace(FILLER_LOOKALIKES, '<');
}

/** A data line of another length than 44 realigned: its first 28 characters, the personal number's fillers counted again, its last two. */
function realigned(data: string): string {
  return data.length === TD3_LENGTH ? data : `${data.slice(0, 28)}${data.slice(28, -2).slice(0, 14).padEnd(14, '<')}${data.slice(-2)}`;
}

function parseTd3(lines: [string, string]): ParseResult | undefined {
  try {
    return parseMrz(lines, { autocorrect: true });
  } catch {
    // Not a TD3 after all (a character OCR made of nothing): nothing is read rather than a guess.
    return undefined;
  }
}

const checksHeld = (result: ParseResult | undefined) => result?.details.filter((detail) => detail.field?.endsWith('CheckDigit') && detail.valid).length ?? -1;

/**
 * The two TD3 lines in OCR text and what they say: the name line (`P` and a filler or type
 * letter, the issuing state, the names split by `<<`) and the line after it. OCR drops or adds
 * trailing fillers, so the name line is cut or padded to 44 (its closing fillers read as
 * fillers) and the data line realigned; a data line OCR began with a stray character is read
 * without it too, and the reading whose check digits hold the more is kept.
 */
function readTd3(lines: readonly string[]): { lines: [string, string]; result: ParseResult } | undefined {
  const candidates = lines.map(mrzLine);
  for (let index = 0; index < candidates.length - 1; index++) {
    const first = candidates[index]!;
    if (!/^P[A-Z<][A-Z<]{3}[A-Z<]*[A-Z]<</.test(first) || first.length < 30) continue;
    const second = candidates[index + 1]!;
    if (second.length < 30 || !/\d{6}/.test(second)) continue;
    // The run of fillers closing the name line comes out with K and L among them (OCR-B's `<` is narrow).
    const name = first.replace(/<[<KL]{2,}$/, (run) => '<'.repeat(run.length)).slice(0, TD3_LENGTH).padEnd(TD3_LENGTH, '<');
    const readings = (second.length > TD3_LENGTH ? [second, second.slice(1)] : [second])
      .map((data): [string, string] => [name, realigned(data)])
      .map((pair) => ({ lines: pair, result: parseTd3(pair) }));
    const best = readings.reduce((kept, reading) => (checksHeld(reading.result) > checksHeld(kept.result) ? reading : kept));
    return best.result ? { lines: best.lines, result: best.result } : undefined;
  }
  return undefined;
}

const checkHolds = (result: ParseResult, field: string) => result.details.some((detail) => detail.field === field && detail.valid);

/**
 * The document number as its check digit confirms it. A number that fails is tried again with
 * the letters and digits OCR confuses swapped (in at most six places), fewest swaps first, and
 * kept only when exactly one variant of that many swaps passes: a guess the check digit does not
 * single out is no reading.
 */
function confirmedDocumentNumber(lines: [string, string], result: ParseResult): string | undefined {
  if (checkHolds(result, 'documentNumberCheckDigit')) return result.fields.documentNumber ?? undefined;
  const data = lines[1];
  const places = [...data.slice(0, 9)].flatMap((char, index) => (CONFUSIONS[char] ? [index] : [])).slice(0, 6);
  const masks = Array.from({ length: (1 << places.length) - 1 }, (_, index) => index + 1);
  const swaps = (mask: number) => places.filter((_, bit) => mask & (1 << bit)).length;
  for (let count = 1; count <= places.length; count++) {
    const passing = new Set<string>();
    for (const mask of masks.filter((candidate) => swaps(candidate) === count)) {
      const chars = [...data];
      places.forEach((place, bit) => {
        if (mask & (1 << bit)) chars[place] = CONFUSIONS[chars[place]!]!;
      });
      const variant = parseTd3([lines[0], chars.join('')]);
      if (variant && checkHolds(variant, 'documentNumberCheckDigit') && variant.fields.documentNumber) passing.add(variant.fields.documentNumber);
    }
    if (passing.size > 0) return passing.size === 1 ? [...passing][0] : undefined;
  }
  return undefined;
}

/** MRZ name words (`RAHUL<KUMAR`, read by the parser as `RAHUL KUMAR`) as staff write them: `Rahul Kumar`. */
function titleCase(name: string | null | undefined): string | undefined {
  const words = (name ?? '').replace(/[^A-Z ]/g, ' ').split(' ').filter(Boolean);
  return words.length > 0 ? words.map((word) => word[0] + word.slice(1).toLowerCase()).join(' ') : undefined;
}

/**
 * A passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters): the passport
 * number, the holder's surname and given names, nationality, date of birth, sex and expiry.
 * The number and the two dates are kept only when their check digits (weights 7-3-1) hold; the
 * parser corrects letters read in the digit-only places (O → 0, I → 1…), and the number's
 * confusions are settled by its check digit. The visual zone above is not read: the MRZ says the
 * same in a form that can be checked.
 *
 * @example parsePassport('P<INDSHARMA<<RAHUL<KUMAR<<<…\nL898902C36IND7408122M3204153<<<…').fields.passportNumber // 'L898902C3'
 */
export function parsePassport(text: string): Parsed {
  const read = readTd3(toLines(text));
  if (!read) return { fields: {}, owners: {} };
  const { lines, result } = read;
  const { fields } = result;
  const surname = titleCase(fields.lastName);
  const givenNames = titleCase(fields.firstName);
  const sex = fields.sex === 'male' ? 'Male' : fields.sex === 'female' ? 'Female' : undefined;
  return {
    fields: compact({
      passportNumber: confirmedDocumentNumber(lines, result),
      surname,
      givenNames,
      fullName: [givenNames, surname].filter(Boolean).join(' '),
      nationality: fields.nationality ?? undefined,
      dateOfBirth: checkHolds(result, 'birthDateCheckDigit') && fields.birthDate ? mrzDate(fields.birthDate, 'birth') : undefined,
      gender: sex,
      expiryDate: checkHolds(result, 'expirationDateCheckDigit') && fields.expirationDate ? mrzDate(fields.expirationDate, 'expiry') : undefined,
    }),
    owners: {},
  };
}
