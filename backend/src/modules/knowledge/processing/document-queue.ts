import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { FindOptionsWhere, LessThan, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { KnowledgeDocumentEntity } from '../entities/knowledge-document.entity';
import { KnowledgeStore } from '../search/knowledge-store';
import { READ_FAILURES } from './document-read-error';

/** A processing run that ended without finishing twice means the document itself kills it. */
export const MAX_ATTEMPTS = 2;
const CANDIDATES = 5;

export interface Claim {
  document: KnowledgeDocumentEntity;
  /** Names this run; every later write is conditional on the document still carrying it. */
  owner: string;
}

/**
 * The processing queue is the documents table itself, shared by every replica: a replica claims
 * a `queued` document, or a `processing` one whose lease ran out (its replica died), with one
 * conditional UPDATE, so exactly one replica wins. The winner renews the lease while it works.
 */
@Injectable()
export class DocumentQueue {
  constructor(
    @InjectRepository(KnowledgeDocumentEntity)
    private readonly documents: Repository<KnowledgeDocumentEntity>,
    private readonly store: KnowledgeStore,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async claimNext(): Promise<Claim | null> {
    const now = this.clock.now();
    const candidates = await this.documents.find({
      where: [{ status: 'queued' }, { status: 'processing', leaseExpiresAt: LessThan(now) }],
      order: { createdAt: 'ASC' },
      take: CANDIDATES,
    });
    for (const document of candidates) {
      const unchanged: FindOptionsWhere<KnowledgeDocumentEntity> = {
        id: document.id,
        status: document.status,
        attempts: document.attempts,
        ...(document.status === 'processing' ? { leaseExpiresAt: LessThan(now) } : {}),
      };
      const owner = randomUUID();
      if (document.attempts >= MAX_ATTEMPTS) {
        // Taken like any claim (one replica wins), then failed with its file in one transaction;
        // a crash in between leaves a lease that runs out, and the next claim fails it again.
        const taken = {
          status: 'processing' as const,
          leaseOwner: owner,
          leaseExpiresAt: this.leaseEnd(),
        };
        if ((await this.documents.update(unchanged, taken)).affected === 1) {
          await this.fail({ document, owner }, READ_FAILURES.interrupted().message);
        }
        continue;
      }
      const claimed = {
        status: 'processing' as const,
        attempts: document.attempts + 1,
        leaseOwner: owner,
        leaseExpiresAt: this.leaseEnd(),
        updatedAt: now,
      };
      const { affected } = await this.documents.update(unchanged, claimed);
      if (affected === 1) return { document: { ...document, ...claimed }, owner };
    }
    return null;
  }

  /** Extends the lease; false when the run no longer holds the document (deleted, taken over). */
  async renew(claim: Claim): Promise<boolean> {
    const { affected } = await this.documents.update(this.held(claim), {
      leaseExpiresAt: this.leaseEnd(),
    });
    return affected === 1;
  }

  /** Marks the document failed with `reason` and drops its file, if the run still holds it. */
  async fail(claim: Claim, reason: string): Promise<void> {
    await this.store.fail({
      documentId: claim.document.id,
      leaseOwner: claim.owner,
      reason,
      at: this.clock.now(),
    });
  }

  /** Shutting down: hand the document back without counting the attempt, for another replica. */
  async release(claim: Claim): Promise<void> {
    await this.documents.update(this.held(claim), {
      status: 'queued',
      attempts: claim.document.attempts - 1,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: this.clock.now(),
    });
  }

  private held(claim: Claim): FindOptionsWhere<KnowledgeDocumentEntity> {
    return { id: claim.document.id, leaseOwner: claim.owner, status: 'processing' };
  }

  private leaseEnd(): Date {
    return new Date(this.clock.nowMs() + this.config.knowledge.leaseMs);
  }
}
