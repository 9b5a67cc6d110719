import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir, isPostgresUrl } from '../../config.js';
import { openDatabase } from '../database.js';
import { maskedUrl } from '../postgres.js';
import { CopyFailed, copyDatabase, type TableComparison } from './copyDatabase.js';

const PROGRESS_EVERY_MS = 10_000;
const count = (rows: number) => rows.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printComparisons(comparisons: readonly TableComparison[]): void {
  const width = Math.max(...comparisons.map((comparison) => comparison.table.length), 'table'.length);
  console.log(`\n${'table'.padEnd(width)}  ${'SQLite rows'.padStart(12)}  ${'PostgreSQL rows'.padStart(15)}  checksum`);
  for (const { table, sourceRows, targetRows, sourceChecksum, targetChecksum } of comparisons) {
    const checksum = sourceChecksum === targetChecksum ? 'match' : `DIFFERS (${sourceChecksum.slice(0, 12)}… / ${targetChecksum.slice(0, 12)}…)`;
    console.log(`${table.padEnd(width)}  ${count(sourceRows).padStart(12)}  ${count(targetRows).padStart(15)}  ${checksum}`);
  }
}

/**
 * `npm run db:copy -- --to postgres://user:pass@host/db [--data-dir DIR]`: moves an office from the
 * data folder's SQLite database to PostgreSQL (see copyDatabase). Stop the server first, so nothing
 * writes to the SQLite file during the copy.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const url = values.to?.trim() ?? '';
  if (!isPostgresUrl(url)) throw new Error('--to must be a postgres:// address with a host, such as postgres://brokerdesk:secret@db.example.ae:5432/brokerdesk');
  const dataDir = values['data-dir'] ?? process.env.BROKERDESK_DATA_DIR ?? defaultDataDir(process.env);
  const file = join(dataDir, 'brokerdesk.sqlite');
  // openDatabase would create an empty database where there is none.
  if (!existsSync(file)) throw new Error(`There is no database to copy at ${file}: name the data folder with --data-dir or BROKERDESK_DATA_DIR`);

  console.log(`Copying ${file} into ${maskedUrl(url)}`);
  const started = performance.now();
  let [tableStarted, lastLine] = [started, started];
  const source = await openDatabase({ file });
  try {
    const comparisons = await copyDatabase(source, url, {
      onProgress({ table, rows, done }) {
        const now = performance.now();
        if (done) {
          console.log(`  ${table.padEnd(28)} ${count(rows).padStart(11)} rows  ${seconds(now - tableStarted)}`);
          [tableStarted, lastLine] = [now, now];
        } else if (now - lastLine >= PROGRESS_EVERY_MS) {
          // A large table takes minutes: show that it moves.
          console.log(`  ${table.padEnd(28)} ${count(rows).padStart(11)} rows so far`);
          lastLine = now;
        }
      },
    });
    printComparisons(comparisons);
    const rows = comparisons.reduce((sum, comparison) => sum + comparison.sourceRows, 0);
    console.log(`\nCopied ${comparisons.length} tables, ${count(rows)} rows, in ${seconds(performance.now() - started)}; every count and checksum matches.`);
  } finally {
    await source.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CopyFailed && error.comparisons.length > 0) printComparisons(error.comparisons);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
