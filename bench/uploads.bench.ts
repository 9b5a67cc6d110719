import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileService } from '../electron/files/fileService.js';
import { samplePdf } from '../tests/fixtures/uploads/sampleFiles.js';
import { createUploadClient } from '../shared/client/uploadClient.js';
import { startServerProcess } from '../tests/helpers/startServerProcess.js';
import { signInAdmin } from './http.js';
import { round } from './stats.js';

const FILES = 200;
const FILE_BYTES = 2 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * Bulk upload through main's upload service (the one the desktop app uses: paths from a drop,
 * streamed multipart, 3 at a time) to `npm run server` over loopback: 200 PDFs of 2 MB, 400 MB
 * in all. This process plays main, so its RSS is main's. Target: at least 100 MB/s, and main's
 * peak memory growing by less than 64 MB.
 */
export async function benchUploads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-uploads-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-files-'));
  const server = await startServerProcess({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_DEMO_CUSTOMERS: '5' });
  try {
    const token = await signInAdmin(server.url);
    const customers = await fetch(`${server.url}/api/admin/customers/get-customer`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}',
    });
    const customerId = ((await customers.json()) as { data: Array<{ _id: string }> }).data[0]!._id;

    // Real bytes on disk (not sparse), so reading them costs what a user's files would; whole PDFs,
    // as the server checks.
    const paths: string[] = [];
    const block = samplePdf(FILE_BYTES);
    for (let index = 0; index < FILES; index += 1) {
      const path = join(filesDir, `document-${index}.pdf`);
      const handle = await open(path, 'w');
      await handle.write(block);
      await handle.close();
      paths.push(path);
    }

    const service = createFileService({
      openDialog: () => Promise.resolve([]),
      fs: { stat, createReadStream },
      uploads: createUploadClient({ baseUrl: server.url, getToken: () => token, onUnauthorized: () => undefined }),
      emit: () => undefined,
    });
    const registered = await service.registerDrop({ paths });
    if (!registered.ok) throw new Error(registered.error.message);

    // One unmeasured file warms the connection pool and the JIT up.
    const warm = await service.upload({ fileId: registered.data[0]!.id, endpoint: 'documents.upload', params: { id: customerId } });
    if (!warm.ok) throw new Error(warm.error.message);

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const results = await Promise.all(registered.data.map((file) => service.upload({ fileId: file.id, endpoint: 'documents.upload', params: { id: customerId } })));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const failures = results.filter((result) => !result.ok).length;
    const megabytes = (FILES * FILE_BYTES) / MB;
    const throughput = megabytes / seconds;
    const growth = (peak - baseline) / MB;
    return {
      name: `Bulk upload through main's upload service (${FILES} files × ${FILE_BYTES / MB} MB, 3 at a time, loopback to npm run server)`,
      target: 'at least 100 MB/s, main\'s peak memory growing by less than 64 MB, no failures',
      pass: throughput >= 100 && growth < 64 && failures === 0,
      notes: 'Each file streams from disk in 64 KiB reads into a multipart body with a known Content-Length; the server checks its signature and size while streaming it to its data folder, then records it and emits "document uploaded" to the notifications room. RSS is sampled every 5 ms in this process (main\'s side only; the server is its own process).',
      rows: [
        {
          files: FILES,
          total_mb: megabytes,
          seconds: round(seconds),
          mb_per_s: round(throughput, 1),
          files_per_s: round(FILES / seconds, 1),
          main_rss_growth_mb: round(growth, 1),
          failures,
          pass: throughput >= 100 && growth < 64 && failures === 0,
        },
      ],
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
}
