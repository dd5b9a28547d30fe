import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { READ_FAILURES } from './document-read-error';
import { ExtractionInput, ExtractionOutput } from './extraction-job';
import { WORKER_READY } from './worker-ready';

export interface ExtractionLimits {
  timeoutMs: number;
  memoryMb: number;
}

/**
 * How long a worker may take to load its readers. Not the document's limit: starting a thread
 * and loading pdf.js and mammoth took over 3 s on a busy two-core machine (a zip bomb, refused
 * in a millisecond once read, was reported as too slow to read).
 */
export const WORKER_START_TIMEOUT_MS = 60_000;

/**
 * Runs one extraction in a fresh worker thread: off the event loop, with its own heap limit
 * (V8 stops the worker, not the process, when it is reached), a deadline after which the thread
 * is terminated, and `signal` to stop it early (the document was deleted or its lease lost).
 * The deadline counts the reading only: it starts when the worker says its readers are loaded.
 * Every way it can end resolves to an ExtractionOutput; nothing throws.
 */
export function runExtraction(
  input: ExtractionInput,
  limits: ExtractionLimits,
  signal: AbortSignal,
): Promise<ExtractionOutput> {
  return new Promise((done) => {
    const worker = startWorker(limits.memoryMb);
    let settled = false;
    const finish = (output: ExtractionOutput) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      signal.removeEventListener('abort', onAbort);
      void worker.terminate();
      done(output);
    };
    const onAbort = () => finish({ ok: false, reason: 'Processing was canceled.' });
    let deadline = setTimeout(
      () => finish(fail(READ_FAILURES.unreadable('the reader did not start'))),
      WORKER_START_TIMEOUT_MS,
    );
    signal.addEventListener('abort', onAbort);
    worker.on('message', (message: ExtractionOutput | typeof WORKER_READY) => {
      if (message !== WORKER_READY) return finish(message);
      clearTimeout(deadline);
      deadline = setTimeout(
        () => finish(fail(READ_FAILURES.timedOut(Math.round(limits.timeoutMs / 1000)))),
        limits.timeoutMs,
      );
      // The file's memory moves to the worker rather than being copied.
      worker.postMessage(input, [input.bytes.buffer as ArrayBuffer]);
    });
    worker.once('error', (error: Error & { code?: string }) =>
      finish(
        fail(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? READ_FAILURES.outOfMemory(limits.memoryMb)
            : READ_FAILURES.unreadable(error.message),
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(fail(READ_FAILURES.unreadable(`the reader stopped (exit code ${code})`))),
    );
  });
}

function fail(error: Error): ExtractionOutput {
  return { ok: false, reason: error.message };
}

function startWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 };
  const compiled = join(__dirname, 'extraction.worker.js');
  if (existsSync(compiled)) return new Worker(compiled, { resourceLimits });
  // Running from the TypeScript sources (jest): compile the worker's modules on the fly with
  // the same swc the tests use (backend/scripts/register-ts.js is not part of the build).
  const register = resolve(__dirname, '../../../../scripts/register-ts.js');
  const source = join(__dirname, 'extraction.worker.ts');
  return new Worker(`require(${JSON.stringify(register)}); require(${JSON.stringify(source)});`, {
    eval: true,
    resourceLimits,
  });
}
