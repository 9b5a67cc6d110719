import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentReader } from '../server/services/ocr/documentReader.js';
import { defaultWorkerCount } from '../server/services/ocr/ocrWorkers.js';
import { generateCard, type SyntheticCard } from '../tests/fixtures/ocr/syntheticCards.js';
import { round, summarize } from './stats.js';

const ONE_AT_A_TIME = 20;
const AT_ONCE = 20;
const ACCURACY = 'bench/results/ocr-accuracy.json';

interface AccuracyReport {
  measuredAt: string;
  seconds: number;
  types: Record<string, { cards: number; fields: Record<string, { correct: number; total: number }> }>;
}

/** The per-type, per-field table `extraction.accuracy.test.ts` last wrote, as Markdown. */
function accuracyTable(): string | null {
  if (!existsSync(ACCURACY)) return null;
  const report = JSON.parse(readFileSync(ACCURACY, 'utf8')) as AccuracyReport;
  const lines = ['| document | cards | field accuracy (correct/total) |', '| --- | --- | --- |'];
  for (const [type, { cards, fields }] of Object.entries(report.types)) {
    const cells = Object.entries(fields).map(([field, { correct, total }]) => `${field} ${correct}/${total}`);
    lines.push(`| ${type} | ${cards} | ${cells.join(', ')} |`);
  }
  return `Field accuracy from \`${ACCURACY}\` (written by \`server/services/ocr/extraction.accuracy.test.ts\`, ${report.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${report.seconds} s):\n\n${lines.join('\n')}`;
}

/**
 * Emirates ID extraction through the real reader (tesseract.js offline, English pass plus the
 * Arabic pass on fronts): after one unmeasured card has started and warmed the workers, 20
 * synthetic cards read one at a time, then 20 submitted at once. Targets: median under 1.5 s per
 * image, 20 at once within 20 s.
 */
export async function benchOcr() {
  const langDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-ocr-'));
  const reader = createDocumentReader({ langDir });
  try {
    const cards: SyntheticCard[] = [];
    for (let seed = 0; seed < ONE_AT_A_TIME + AT_ONCE + 1; seed++) cards.push(await generateCard('emiratesId', 5000 + seed));
    const [warmUp, ...rest] = cards;
    const single = rest.slice(0, ONE_AT_A_TIME);
    const batch = rest.slice(ONE_AT_A_TIME);
    const read = (card: SyntheticCard) => reader.read('emiratesId', { bytes: card.png, mimeType: 'image/png' });
    const correct = (card: SyntheticCard, idNumber: string | undefined) => idNumber === card.truth.fields.idNumber;

    await read(warmUp!);

    const samples: number[] = [];
    let singleCorrect = 0;
    for (const card of single) {
      const started = performance.now();
      const extraction = await read(card);
      samples.push(performance.now() - started);
      if (correct(card, extraction.fields.idNumber)) singleCorrect += 1;
    }
    const stats = summarize(samples);

    const started = performance.now();
    const extractions = await Promise.all(batch.map(read));
    const batchMs = performance.now() - started;
    const batchCorrect = extractions.filter((extraction, index) => correct(batch[index]!, extraction.fields.idNumber)).length;

    const medianPass = stats.p50 < 1500;
    const batchPass = batchMs < 20_000;
    const table = accuracyTable();
    if (table) console.log(table);
    const rows: Array<Record<string, string | number | boolean>> = [
      { scenario: `${ONE_AT_A_TIME} images one at a time (warm)`, p50_ms: round(stats.p50, 0), p95_ms: round(stats.p95, 0), max_ms: round(stats.max, 0), id_numbers_correct: `${singleCorrect}/${single.length}`, pass: medianPass },
      { scenario: `${AT_ONCE} images at once`, total_s: round(batchMs / 1000, 2), per_image_ms: round(batchMs / AT_ONCE, 0), id_numbers_correct: `${batchCorrect}/${batch.length}`, pass: batchPass },
    ];
    return {
      name: `Emirates ID extraction (tesseract.js 7 offline, ${defaultWorkerCount()} English + ${Math.max(1, Math.floor(defaultWorkerCount() / 2))} Arabic workers on ${availableParallelism()} cores, synthetic 1000×630 cards)`,
      target: 'median under 1.5 s per image one at a time; 20 images submitted at once within 20 s',
      pass: medianPass && batchPass,
      notes: [
        'Each image is prepared (greyscale, contrast, scale), read by an English-only worker and, for a front, again by an Arabic-only worker for the Arabic name; the ID number is kept only when its Luhn digit holds. Cards mix fronts and backs, fonts, sizes, rotation up to 2°, noise and blur.',
        table ?? `No accuracy table: run \`npx vitest run server/services/ocr/extraction.accuracy.test.ts\` to write ${ACCURACY}.`,
      ].join('\n\n'),
      rows,
    };
  } finally {
    await reader.close();
    rmSync(langDir, { recursive: true, force: true });
  }
}
