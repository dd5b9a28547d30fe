import { parentPort } from 'node:worker_threads';
import { ExtractionInput, runExtractionJob } from './extraction-job';
import { WORKER_READY } from './worker-ready';

// One worker thread per document (extraction-runner.ts): its own heap with a memory limit, and
// terminated at the time limit, so no document can stall or exhaust the server.
parentPort!.once('message', (input: ExtractionInput) => {
  void runExtractionJob(input).then((output) => parentPort!.postMessage(output));
});
// The readers (pdf.js, mammoth) are loaded: the document's time limit starts now.
parentPort!.postMessage(WORKER_READY);
