import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MessageCipher } from './message-cipher';

/** Rows sealed per round: small enough to keep each transaction and the memory use short. */
const BATCH = 200;

/**
 * Encryption of stored memory is not optional since issue 34; messages a user had stored with
 * encryption off are sealed once, in the background after start-up, so the app is ready at
 * once and plain rows still read as they are meanwhile. Each row is a compare-and-set on
 * `is_encrypted = false`: replicas starting together never seal a row twice, and a row edited
 * (and so sealed) in between is left alone.
 */
@Injectable()
export class MemoryEncryptionBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('Memory');
  /** The background run started at boot, for tests and a clean shutdown. */
  running: Promise<number> = Promise.resolve(0);

  constructor(
    @InjectRepository(MemoryMessageEntity)
    private readonly messages: Repository<MemoryMessageEntity>,
    private readonly cipher: MessageCipher,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.sealPlaintextMessages().catch((error: Error) => {
      this.logger.error(`Sealing stored plain-text messages failed: ${error.message}`);
      return 0;
    });
  }

  /** Seals every plain-text message; the number this call sealed. */
  async sealPlaintextMessages(): Promise<number> {
    let sealed = 0;
    let lastId = '';
    for (;;) {
      const rows = await this.messages
        .createQueryBuilder('m')
        .select(['m.id', 'm.content'])
        .where('m.isEncrypted = :plain', { plain: false })
        .andWhere('m.id > :lastId', { lastId })
        .orderBy('m.id', 'ASC')
        .limit(BATCH)
        .getMany();
      if (rows.length === 0) break;
      for (const row of rows) {
        const result = await this.messages.update(
          { id: row.id, isEncrypted: false },
          this.cipher.sealed(row.id, row.content),
        );
        sealed += result.affected ?? 0;
      }
      lastId = rows[rows.length - 1].id;
    }
    if (sealed > 0) this.logger.log(`Sealed ${sealed} stored message(s) kept in plain text before`);
    return sealed;
  }
}
