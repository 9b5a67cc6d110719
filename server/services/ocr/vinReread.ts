import sharp from 'sharp';
import { VIN_PATTERN, vinCheckDigit } from '../../../shared/domain/vin.js';
import type { OcrBox, OcrLine, OcrPool } from './ocrWorkers.js';
import { alignVin, findVin } from './parsers/vinRepair.js';

/**
 * A second look at a chassis number the page read got wrong: the VIN's words are cut out of the
 * page, enlarged, and read again as a single line of VIN characters. Small print loses a glyph or
 * reads `6` as `G` often enough to matter on a field every car paper is keyed on.
 */

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const CHASSIS_LABEL = /chass?is|\bvin\b|frame/i;

/** Whether `vin` is well formed and its check digit holds. */
export function vinChecks(vin: string | undefined): boolean {
  return vin !== undefined && VIN_PATTERN.test(vin) && vinCheckDigit(vin) === vin[8];
}

/** A word that may be (part of) a code: letters, digits and OCR's stand-ins for them, mostly capitals and digits. */
const isCodeWord = (word: string) => {
  const text = word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9)\]|]+$/g, '');
  return /^[A-Za-z0-9@|)\]-]{3,}$/.test(text) && /\d/.test(text) && text.replace(/[^A-Z0-9]/g, '').length >= 0.7 * text.length;
};
const alphanumerics = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').length;

/**
 * Where the VIN probably is: runs of upper-case code words after the chassis label on its line,
 * or on the line below; without a label, any run of VIN length.
 */
export function vinBoxes(lines: readonly OcrLine[]): OcrBox[] {
  const runs: OcrLine['words'][] = [];
  const collect = (words: OcrLine['words']) => {
    let run: OcrLine['words'] = [];
    for (const word of words) {
      const previous = run.at(-1);
      const close = previous !== undefined && word.bbox.x0 - previous.bbox.x1 < 1.5 * (word.bbox.y1 - word.bbox.y0);
      if (isCodeWord(word.text) && (run.length === 0 || close)) run.push(word);
      else {
        if (run.length > 0) runs.push(run);
        run = isCodeWord(word.text) ? [word] : [];
      }
    }
    if (run.length > 0) runs.push(run);
  };
  lines.forEach((line, index) => {
    const label = line.words.findIndex((word) => CHASSIS_LABEL.test(word.text));
    if (label < 0) return;
    collect(line.words.slice(label + 1));
    if (lines[index + 1]) collect(lines[index + 1]!.words);
  });
  if (runs.length === 0) lines.forEach((line) => collect(line.words));
  return runs
    .filter((run) => {
      const length = run.reduce((sum, word) => sum + alphanumerics(word.text), 0);
      return length >= 14 && length <= 20;
    })
    .map((run) => ({
      x0: Math.min(...run.map((word) => word.bbox.x0)),
      y0: Math.min(...run.map((word) => word.bbox.y0)),
      x1: Math.max(...run.map((word) => word.bbox.x1)),
      y1: Math.max(...run.map((word) => word.bbox.y1)),
    }));
}

/** How the cut-out is read again: enlarged to these heights, some binarised, some with the VIN alphabet only. */
const REREADS: ReadonlyArray<{ height: number; binarise: boolean; whitelist: boolean }> = [
  { height: 64, binarise: false, whitelist: true },
  { height: 96, binarise: false, whitelist: true },
  { height: 48, binarise: true, whitelist: true },
  { height: 72, binarise: false, whitelist: false },
];

/**
 * Reads the VIN again from its cut-out, in a few ways, and votes: the page's reading and the
 * cut-out's readings are combined character by character. A page reading whose check digit holds
 * and that the first enlarged reading repeats is confirmed at once; otherwise the majority is
 * taken if its check digit holds, else a reading that holds and was seen at least twice, else the
 * one combination of characters the readings saw that holds. A VIN made without a check digit
 * (many outside North America) thus gets the majority of what was read. `year` and `make`, as the
 * paper prints them, correct lookalikes in the VIN's year and maker codes.
 *
 * @example const vin = await rereadVin(png, english.lines, pool, { pageVin: 'KNA8L358287298436', year: '2019' });
 */
export async function rereadVin(
  png: Buffer,
  lines: readonly OcrLine[],
  pool: OcrPool,
  context: { pageVin?: string; year?: string; make?: string },
): Promise<string | undefined> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const readings: string[] = context.pageVin ? [context.pageVin] : [];
  const box = vinBoxes(lines)[0];
  if (box) {
    const boxHeight = Math.max(1, box.y1 - box.y0);
    const pad = Math.round(boxHeight * 0.4);
    const left = Math.max(0, box.x0 - pad);
    const top = Math.max(0, box.y0 - pad);
    const region = { left, top, width: Math.min(width, box.x1 + pad) - left, height: Math.min(height, box.y1 + pad) - top };
    for (const reread of region.width > 0 && region.height > 0 ? REREADS : []) {
      const scale = reread.height / boxHeight;
      let cut = sharp(png)
        .extract(region)
        .resize(Math.round(region.width * scale), Math.round(region.height * scale), { kernel: 'cubic' });
      if (reread.binarise) cut = cut.threshold(140);
      const image = await cut.extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' }).png().toBuffer();
      const { text } = await pool.recognize(image, reread.whitelist ? { singleLine: { whitelist: VIN_CHARACTERS } } : {});
      const found = findVin(text);
      if (!found) continue;
      const vin = alignVin(found, context);
      if (vin === context.pageVin && vinChecks(vin)) return vin;
      readings.push(vin);
    }
  }
  return decide(readings) ?? context.pageVin;
}

/** The VIN the readings support best (see `rereadVin`), or undefined when there are none. */
export function decide(readings: readonly string[]): string | undefined {
  const base = majority(readings);
  if (!base || vinChecks(base)) return base;
  const votes = new Map<string, number>();
  for (const reading of readings) votes.set(reading, (votes.get(reading) ?? 0) + 1);
  const confirmed = [...votes.entries()].filter(([reading, count]) => count >= 2 && vinChecks(reading)).sort((a, b) => b[1] - a[1]);
  if (confirmed.length > 0 && (confirmed.length === 1 || confirmed[0]![1] > confirmed[1]![1])) return confirmed[0]![0];
  return combineReadings(readings) ?? base;
}

function majority(readings: readonly string[]): string | undefined {
  if (readings.length === 0) return undefined;
  return Array.from({ length: 17 }, (_, index) => {
    const counts = new Map<string, number>();
    for (const reading of readings) counts.set(reading[index]!, (counts.get(reading[index]!) ?? 0) + 1);
    // Ties go to the earliest reading (the page's, when there is one).
    return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  }).join('');
}

/** The one VIN, made of characters the readings saw, whose check digit holds with the fewest departures from their majority. */
export function combineReadings(readings: readonly string[]): string | undefined {
  const base = majority(readings);
  if (!base) return undefined;
  if (vinChecks(base)) return base;
  const options = Array.from({ length: 17 }, (_, index) => [...new Set(readings.map((reading) => reading[index]!))].filter((char) => char !== base[index]));
  const varying = options.flatMap((chars, index) => chars.map((char) => ({ index, char })));
  for (const departures of [1, 2]) {
    const passing = new Set<string>();
    const tryFrom = (start: number, chars: string[], left: number) => {
      if (left === 0) {
        const candidate = chars.join('');
        if (vinChecks(candidate)) passing.add(candidate);
        return;
      }
      for (let i = start; i < varying.length; i++) {
        const { index, char } = varying[i]!;
        if (chars[index] !== base[index]) continue;
        const next = [...chars];
        next[index] = char;
        tryFrom(i + 1, next, left - 1);
      }
    };
    tryFrom(0, [...base], departures);
    if (passing.size === 1) return [...passing][0];
    if (passing.size > 1) return undefined;
  }
  return undefined;
}
