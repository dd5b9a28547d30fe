import { parentPort } from 'node:worker_threads';
import { ExtractionInput, runExtractionJob } from './extraction-job';

// One worker thread per document (extraction-runner.ts): its own heap with a memory limit, and
// terminated at the time limit, so no document can stall or exhaust the server.
parentPort!.once('message', (input: ExtractionInput) => {
  void runExtractionJob(input).then((output) => parentPort!.postMessage(output));
});
