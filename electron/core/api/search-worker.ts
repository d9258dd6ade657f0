import { parentPort } from 'node:worker_threads';
import { scanClaimed, type HelperReport, type ScanJob } from './search-helper.js';
import { scanQuery, warmScan } from './search-scan.js';

/**
 * The scan helper's thread (search-helper.ts): scans the chunks of each job it claims and sends
 * each chunk's result back. Jobs are taken one at a time; a job whose chunks are all claimed by
 * the time it gets to it costs nothing.
 */
const port = parentPort;
if (port) {
  warmScan();
  port.postMessage('ready');
  let queue = Promise.resolve();
  port.on('message', (job: ScanJob) => {
    queue = queue.then(() =>
      scanClaimed(job, scanQuery(job.query), () => null, (start, scanned) => port.postMessage({ id: job.id, start, scanned } satisfies HelperReport)),
    );
  });
}
