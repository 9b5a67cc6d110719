import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOcrPool, defaultWorkerCount, installLanguageData, stripBidiMarks } from './ocrWorkers.js';
import { prepareImage } from './prepareImage.js';
import { generateCard } from '../../../tests/fixtures/ocr/syntheticCards.js';

describe('ocrWorkers', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'brokerdesk-ocr-'));
    folders.push(path);
    return path;
  };
  afterEach(() => folders.splice(0).forEach((path) => rmSync(path, { recursive: true, force: true })));

  it('sizes the pool to the machine, between one and four workers', () => {
    expect(defaultWorkerCount()).toBeGreaterThanOrEqual(1);
    expect(defaultWorkerCount()).toBeLessThanOrEqual(4);
  });

  it('copies both languages into one folder, and replaces a truncated copy', async () => {
    const langDir = join(folder(), 'ocr-lang');
    await installLanguageData(langDir);
    const size = statSync(join(langDir, 'eng.traineddata.gz')).size;
    expect(statSync(join(langDir, 'ara.traineddata.gz')).size).toBeGreaterThan(1_000_000);

    writeFileSync(join(langDir, 'eng.traineddata.gz'), 'partial');
    await installLanguageData(langDir);
    expect(statSync(join(langDir, 'eng.traineddata.gz')).size).toBe(size);
  });

  it('strips the bidi marks tesseract puts around Arabic', () => {
    expect(stripBidiMarks('\u200Fالاسم\u200E: \u061CJohn')).toBe('الاسم: John');
  });

  it('starts no worker before the first job, and fails jobs once closed', async () => {
    const langDir = folder();
    const pool = createOcrPool({ langDir, languages: ['eng'] });
    await pool.close();
    await expect(pool.recognize(Buffer.alloc(0))).rejects.toThrow('The OCR pool is closed');
    // Nothing was installed: workers (and the language data) come with the first job.
    expect(() => statSync(join(langDir, 'eng.traineddata.gz'))).toThrow();
  });

  it('reads a page the same before and after a single-line job on the same worker', async () => {
    const pool = createOcrPool({ langDir: folder(), languages: ['eng'], workers: 1 });
    try {
      const page = await prepareImage((await generateCard('companyQuote', 3)).png);
      const before = await pool.recognize(page, { lines: true });
      expect(before.text).toContain('Quote No');
      expect(before.lines?.some((line) => line.words.length > 0)).toBe(true);
      await pool.recognize(page, { singleLine: { whitelist: '0123456789' } });
      expect((await pool.recognize(page)).text).toBe(before.text);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
