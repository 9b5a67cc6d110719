/**
 * Finding a word in OCR text that may have misread a letter or two of it: the labels a scanner
 * looks for, and the emirates and nationalities printed on documents.
 */

/** The letters and digits of a label, lower case: what `findApprox` compares. */
export const compactLabel = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Edits tolerated in a label of this many letters: none in a short word, where one edit makes another word. */
const tolerance = (length: number) => (length <= 4 ? 0 : length <= 9 ? 1 : 2);

/**
 * Where `label` (compacted) occurs in `line` with at most `tolerance` edits, starting at the
 * beginning of a word. Sellers' approximate substring search over the line's letters and digits.
 */
export function findApprox(line: string, label: string): Array<{ start: number; end: number; cost: number }> {
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
