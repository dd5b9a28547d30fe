/**
 * The extraction worker's first message: its readers (pdf.js, mammoth) are loaded, so the
 * document's time limit starts (extraction-runner.ts). A constant of its own, so the main
 * thread can know it without loading the readers.
 */
export const WORKER_READY = 'ironkeep:extraction-worker-ready';
