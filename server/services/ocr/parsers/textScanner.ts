import { compactLabel, findApprox } from './approxMatch.js';
import { parseDate } from './dates.js';
import { cells, cleanText, foldArabic, GAP, hasArabic, latinPart, stripEdges, toLines } from './text.js';

/** A document's labels found in its OCR text (English with a misread letter or two, or Arabic), and the values printed beside them. */

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
