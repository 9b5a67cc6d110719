import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * A small pool of tesseract.js workers (each one a thread running the WebAssembly engine), read
 * fully offline: the trained data ships in `@tesseract.js-data/*` and is copied into one folder,
 * because `langPath` names a single directory and, when it is missing, tesseract.js fetches from a
 * CDN and kills the process with an uncaught error (TOOLCHAIN.md gotcha 11).
 */

export const OCR_LANGUAGES = ['eng', 'ara'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
const MAX_WORKERS = 4;
const PAGE_MODE = PSM.SINGLE_BLOCK;
/** Right-to-left and left-to-right marks tesseract puts around Arabic runs. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrLine {
  text: string;
  bbox: OcrBox;
  words: Array<{ text: string; confidence: number; bbox: OcrBox }>;
}

export interface OcrText {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
  /** The lines with their words and where they are, when asked for. */
  lines?: OcrLine[];
}

export interface RecognizeOptions {
  /** Also return the lines and words with their boxes (for reading one of them again). */
  lines?: boolean;
  /** The image is one line of text made only of these characters (a code cut out of a page). */
  singleLine?: { whitelist: string };
}

export interface OcrPool {
  /** Reads one image (PNG or JPEG bytes); jobs wait for a free worker. */
  recognize(image: Buffer, options?: RecognizeOptions): Promise<OcrText>;
  /** Terminates the workers; jobs still waiting are rejected. */
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  /** Where the trained data is copied to and read from (the server passes `<dataDir>/ocr-lang`). */
  langDir: string;
  /**
   * The languages every worker reads, in order of preference. With more than one, tesseract
   * retries each word the first language is unsure of with the others, and keeps the best.
   */
  languages: readonly OcrLanguage[];
  /** How many workers at most; by default the machine's parallelism, between 1 and 4. */
  workers?: number;
}

/** One worker per core, at most four (each holds about 100 MB and more rarely pays off). */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(MAX_WORKERS, availableParallelism()));
}

export function stripBidiMarks(text: string): string {
  return text.replace(BIDI_MARKS, '');
}

/**
 * Copies `<lang>.traineddata.gz` of every OCR language into `langDir`, unless an identical-size
 * copy is already there. Each file is written under a temporary name and renamed, so a second
 * process starting at the same time never reads half a file.
 *
 * @example await installLanguageData('/var/lib/brokerdesk/ocr-lang')
 */
export async function installLanguageData(langDir: string): Promise<string> {
  const target = resolve(langDir);
  await mkdir(target, { recursive: true });
  const require = createRequire(import.meta.url);
  for (const lang of OCR_LANGUAGES) {
    const packageFolder = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const source = join(packageFolder, '4.0.0_best_int', `${lang}.traineddata.gz`);
    const destination = join(target, `${lang}.traineddata.gz`);
    const [wanted, present] = await Promise.all([stat(source), stat(destination).catch(() => null)]);
    if (present?.size === wanted.size) continue;
    const partial = `${destination}.${process.pid}.partial`;
    await copyFile(source, partial);
    await rename(partial, destination);
  }
  return target;
}

interface Job {
  image: Buffer;
  options: RecognizeOptions;
  resolve(result: OcrText): void;
  reject(error: unknown): void;
}

/**
 * Starts workers lazily: the first job installs the language data and starts one worker, and
 * another is started whenever a job waits while fewer than `workers` exist.
 *
 * @example
 * const pool = createOcrPool({ langDir: join(dataDir, 'ocr-lang'), languages: ['eng'] });
 * const { text, confidence } = await pool.recognize(png);
 */
export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const size = Math.max(1, Math.min(MAX_WORKERS, Math.floor(options.workers ?? defaultWorkerCount())));
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const queue: Job[] = [];
  const busy = new Map<Worker, Job>();
  let starting = 0;
  let closed = false;
  let langPath: Promise<string> | null = null;

  async function startWorker(): Promise<Worker> {
    langPath ??= installLanguageData(options.langDir).catch((error: unknown) => {
      langPath = null;
      throw error;
    });
    const worker = await createWorker([...options.languages], OEM.LSTM_ONLY, {
      langPath: await langPath,
      gzip: true,
      cacheMethod: 'none',
      // Without a handler a failed job is rethrown inside a message listener, out of reach of
      // any try/catch; with one, the job's own promise rejects and nothing else happens.
      errorHandler: () => undefined,
    });
    await worker.setParameters({
      // Scans carry no resolution tesseract trusts; it would warn on every page and guess 70 dpi.
      user_defined_dpi: '300',
      // Wide gaps come out as runs of spaces, which is how a value is told from what is printed
      // beside it. Not for Arabic: with it, the Arabic model glues words together.
      preserve_interword_spaces: options.languages.includes('ara') ? '0' : '1',
      // Cards are dark on light; retrying unsure lines inverted only costs time.
      tessedit_do_invert: '0',
      // One block of text (tesseract's own default, said here because single-line jobs change it):
      // a card's rows stay whole lines, label, value and what is printed beside them together.
      tessedit_pageseg_mode: PAGE_MODE,
    });
    return worker;
  }

  function grow(): void {
    if (closed || queue.length <= starting || all.size + starting >= size) return;
    starting += 1;
    startWorker().then(
      (worker) => {
        starting -= 1;
        if (closed) {
          void worker.terminate();
          return;
        }
        all.add(worker);
        release(worker);
      },
      (error: unknown) => {
        starting -= 1;
        // No worker could start (data missing, out of memory): fail what waits rather than hang.
        if (all.size === 0 && starting === 0) queue.splice(0).forEach((job) => job.reject(error));
      },
    );
  }

  function release(worker: Worker): void {
    const job = queue.shift();
    if (!job) {
      idle.push(worker);
      return;
    }
    busy.set(worker, job);
    run(worker, job).then(
      (result) => {
        busy.delete(worker);
        job.resolve(result);
        if (!closed) release(worker);
      },
      (error: unknown) => {
        busy.delete(worker);
        job.reject(error instanceof Error ? error : new Error(String(error)));
        // A worker whose job failed may be in any state: replace it.
        all.delete(worker);
        void worker.terminate();
        grow();
      },
    );
  }

  async function run(worker: Worker, job: Job): Promise<OcrText> {
    const { singleLine } = job.options;
    if (singleLine) await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: singleLine.whitelist });
    try {
      const { data } = await worker.recognize(job.image, {}, { text: true, blocks: job.options.lines === true });
      const lines = job.options.lines
        ? (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)).map((line) => ({
          text: stripBidiMarks(line.text),
          bbox: line.bbox,
          words: line.words.map((word) => ({ text: stripBidiMarks(word.text), confidence: word.confidence, bbox: word.bbox })),
        }))
        : undefined;
      return { text: stripBidiMarks(data.text), confidence: Math.max(0, Math.min(100, data.confidence)), ...(lines ? { lines } : {}) };
    } finally {
      if (singleLine) await worker.setParameters({ tessedit_pageseg_mode: PAGE_MODE, tessedit_char_whitelist: '' });
    }
  }

  return {
    recognize(image, options = {}) {
      if (closed) return Promise.reject(new Error('The OCR pool is closed'));
      return new Promise<OcrText>((resolvePromise, rejectPromise) => {
        queue.push({ image, options, resolve: resolvePromise, reject: rejectPromise });
        const worker = idle.pop();
        if (worker) release(worker);
        else grow();
      });
    },
    async close() {
      closed = true;
      const closedError = new Error('The OCR pool is closed');
      // A terminated worker never answers, so the jobs it was running are failed here.
      [...queue.splice(0), ...busy.values()].forEach((job) => job.reject(closedError));
      busy.clear();
      const workers = [...all];
      all.clear();
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
