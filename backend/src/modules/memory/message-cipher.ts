import { Injectable, Logger } from '@nestjs/common';
import { open, seal } from '../../common/crypto/aes-gcm';
import { KeyRing } from '../../common/crypto/key-ring';
import { AppConfig } from '../../config/app-config.service';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';

const PURPOSE = 'ironkeep/memory-message';

/** A title's associated data: bound to its conversation, and never valid as a message's. */
const titleAad = (conversationId: string) => `memory-conversation-title:${conversationId}`;

export class MemoryDecryptionError extends Error {}

type TitledConversation = Pick<MemoryConversationEntity, 'id' | 'title' | 'titleKeyId'>;

/**
 * Encryption at rest for stored messages and conversation titles: AES-256-GCM with a random
 * nonce per value, the key derived from MEMORY_ENCRYPTION_KEY, the key id stored beside the
 * ciphertext (rotation: MEMORY_ENCRYPTION_PREVIOUS_KEYS still decrypt), and the row's id as
 * associated data, so a ciphertext moved to another row fails like an altered one.
 */
@Injectable()
export class MessageCipher {
  private readonly keys: KeyRing;

  constructor(config: AppConfig) {
    this.keys = new KeyRing(PURPOSE, config.encryption.key, config.encryption.previousKeys);
    // Operators rotating keys compare these ids with the key_id column (docs/memory.md).
    const [current, ...previous] = this.keys.all().map((k) => k.id);
    new Logger('Memory').log(
      `Encrypted memory: current key id ${current}; previous key ids: ${previous.join(', ') || 'none'}`,
    );
  }

  /**
   * Sets content, isEncrypted and keyId of `message` (whose id must already be assigned). Always
   * sealed: encryption of stored memory is not optional (issue 34, docs/memory.md).
   */
  write(message: MemoryMessageEntity, plain: string): void {
    Object.assign(message, this.sealed(message.id, plain));
  }

  /** The stored form of `plain` for the message `messageId`, under the current key. */
  sealed(messageId: string, plain: string): { content: string; isEncrypted: true; keyId: string } {
    const { id, key } = this.keys.current;
    return { content: seal(key, plain, messageId), isEncrypted: true, keyId: id };
  }

  /**
   * The plain text; throws MemoryDecryptionError for altered data or an unknown key. A row left
   * in plain text by a version before issue 34 reads as it is until the start-up backfill seals
   * it (memory-encryption-backfill.ts).
   */
  read(message: MemoryMessageEntity): string {
    if (!message.isEncrypted) return message.content;
    return this.open(message.keyId, message.content, message.id, `Message ${message.id}`);
  }

  /** The stored columns of a conversation's title, sealed under the current key. */
  sealTitle(conversationId: string, plain: string): { title: string; titleKeyId: string } {
    const { id, key } = this.keys.current;
    return { title: seal(key, plain, titleAad(conversationId)), titleKeyId: id };
  }

  /** The title, or null when none is stored; throws MemoryDecryptionError as `read` does. */
  readTitle(conversation: TitledConversation): string | null {
    if (conversation.title === null) return null;
    const what = `Title of conversation ${conversation.id}`;
    return this.open(conversation.titleKeyId, conversation.title, titleAad(conversation.id), what);
  }

  private open(keyId: string | null, sealed: string, aad: string, what: string): string {
    const ringKey = keyId ? this.keys.find(keyId) : undefined;
    if (!ringKey) throw new MemoryDecryptionError(`No configured key has id ${keyId}`);
    try {
      return open(ringKey.key, sealed, aad);
    } catch (error) {
      throw new MemoryDecryptionError(`${what}: ${(error as Error).message}`);
    }
  }
}
