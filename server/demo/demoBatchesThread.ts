import { Worker } from 'node:worker_threads';
import type { DemoBatchesShare } from './demoBatches.worker.js';
import type { DemoData, DemoOptions, DemoStats } from './generateDemo.js';

/** A thread does not inherit tsx from the main thread (Node 20): it registers it, then loads the generator's module. */
const GENERATOR_THREAD = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./demoBatches.worker.ts', import.meta.url).href)}); })`;

/**
 * The thread's heap: a million customers' e-mails (kept to make them unique) and two batches fit
 * with room; without a limit V8 grows the heap with a long run's garbage instead of collecting it.
 */
const GENERATOR_HEAP_MB = 256;

/**
 * `generateDemoBatches` run on another thread: pricing a large seed's proposals costs as much as
 * writing them, so the seed writes one batch while the thread makes the next (two cores, about
 * half the time). The same batches, in the same order. Runs under tsx only (`npm run seed`).
 *
 * @example for (let next = await batches.next(); !next.done; next = await batches.next()) await write(next.value);
 */
export async function* generateDemoBatchesInThread(options: DemoOptions, batchSize: number): AsyncGenerator<DemoData, DemoStats> {
  const worker = new Worker(GENERATOR_THREAD, {
    eval: true, workerData: { options, batchSize } satisfies DemoBatchesShare, resourceLimits: { maxOldGenerationSizeMb: GENERATOR_HEAP_MB },
  });
  const receive = () => new Promise<IteratorResult<DemoData, DemoStats>>((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    const onMessage = (message: IteratorResult<DemoData, DemoStats>) => {
      worker.off('error', onError);
      resolve(message);
    };
    worker.once('message', onMessage).once('error', onError);
    worker.postMessage('more');
  });
  try {
    for (let next = await receive(); ; next = await receive()) {
      if (next.done) return next.value;
      yield next.value;
    }
  } finally {
    await worker.terminate();
  }
}
