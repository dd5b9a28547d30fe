import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { DocumentMimeType } from '../document-types';
import { KnowledgeCipher } from '../knowledge-cipher';
import { KnowledgeStore } from '../search/knowledge-store';
import { Claim, DocumentQueue } from './document-queue';
import { ExtractionOutput } from './extraction-job';
import { runExtraction } from './extraction-runner';

/** More passages than this and a document is refused (about 24 MB of text). */
export const MAX_CHUNKS_PER_DOCUMENT = 20_000;

/**
 * Works through the document queue on this replica, one document at a time (extraction is
 * CPU-bound and the worker thread takes a core). Started by an upload here, and by a poll that
 * picks up documents uploaded through another replica or abandoned by a replica that died.
 */
@Injectable()
export class KnowledgeProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Knowledge');
  private draining = false;
  private again = false;
  private stopping = false;
  private poll?: NodeJS.Timeout;
  private current?: { claim: Claim; abort: AbortController };

  constructor(
    private readonly queue: DocumentQueue,
    private readonly store: KnowledgeStore,
    private readonly cipher: KnowledgeCipher,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.poll = setInterval(() => this.kick(), this.config.knowledge.pollMs).unref();
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.poll);
    const current = this.current;
    if (!current) return;
    current.abort.abort();
    await this.queue.release(current.claim).catch(() => undefined);
  }

  /** Looks for work now (after an upload); a drain already running looks again when done. */
  kick(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    void this.drain().finally(() => (this.draining = false));
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        let claim: Claim | null;
        while (!this.stopping && (claim = await this.queue.claimNext())) await this.process(claim);
      } while (this.again && !this.stopping);
    } catch (error) {
      this.logger.error(`Document queue: ${(error as Error).message}`);
    }
  }

  private async process(claim: Claim): Promise<void> {
    const abort = new AbortController();
    this.current = { claim, abort };
    const renewEvery = Math.max(100, Math.floor(this.config.knowledge.leaseMs / 3));
    const renewal = setInterval(() => {
      void this.queue.renew(claim).then(
        (held) => held || abort.abort(),
        () => undefined,
      );
    }, renewEvery);
    try {
      const output = await this.extract(claim, abort.signal);
      if (abort.signal.aborted) return; // deleted, taken over, or shutting down
      if (output.ok) await this.complete(claim, output);
      else await this.queue.fail(claim, output.reason);
    } finally {
      clearInterval(renewal);
      this.current = undefined;
    }
  }

  private async extract(claim: Claim, signal: AbortSignal): Promise<ExtractionOutput> {
    const { document } = claim;
    const file = await this.store.readFile(document.id);
    if (!file) return { ok: false, reason: 'The uploaded file is missing. Upload it again.' };
    let bytes: Buffer;
    try {
      bytes = this.cipher.openFile(document.id, file.content, file.keyId);
    } catch (error) {
      this.logger.error(`Document ${document.id}: ${(error as Error).message}`);
      return { ok: false, reason: 'The uploaded file could not be decrypted. Upload it again.' };
    }
    return runExtraction(
      {
        bytes: new Uint8Array(bytes),
        mimeType: document.mimeType as DocumentMimeType,
        name: document.name,
        termKey: this.cipher.currentTermKey(document.organizationId).key,
        maxChunks: MAX_CHUNKS_PER_DOCUMENT,
      },
      {
        timeoutMs: this.config.knowledge.timeoutMs,
        memoryMb: this.config.knowledge.workerMemoryMb,
      },
      signal,
    );
  }

  private async complete(claim: Claim, output: Extract<ExtractionOutput, { ok: true }>) {
    const { id, organizationId } = claim.document;
    const termsKeyId = this.cipher.currentTermKey(organizationId).id;
    const chunks = output.chunks.map((chunk, seq) => ({
      documentId: id,
      organizationId,
      seq,
      page: chunk.page,
      tokens: chunk.tokens,
      termsKeyId,
      ...this.cipher.sealChunk(id, seq, chunk),
    }));
    const at = this.clock.now();
    const pageCount = output.pageCount;
    const written = await this.store.complete({
      documentId: id,
      leaseOwner: claim.owner,
      chunks,
      pageCount,
      at,
    });
    if (!written) this.logger.log(`Document ${id} was deleted or taken over while processing`);
  }
}
