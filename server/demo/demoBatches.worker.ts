import { parentPort, workerData } from 'node:worker_threads';
import { generateDemoBatches, type DemoOptions } from './generateDemo.js';

/**
 * The demo generator on a thread of its own (`generateDemoBatchesInThread`): it hands out a batch,
 * then makes the next while the seed writes that one, and waits for "more" before the one after,
 * so no more than two batches exist at once.
 */
export interface DemoBatchesShare {
  options: DemoOptions;
  batchSize: number;
}

const { options, batchSize } = workerData as DemoBatchesShare;
const port = parentPort!;
const batches = generateDemoBatches(options, batchSize);
let next = batches.next();
port.on('message', () => {
  port.postMessage(next);
  if (next.done) port.close();
  else next = batches.next();
});
