import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { open, openBytes, seal, sealBytes } from '../../common/crypto/aes-gcm';
import { KeyRing, RingKey } from '../../common/crypto/key-ring';
import { AppConfig } from '../../config/app-config.service';

const TEXT_PURPOSE = 'ironkeep/knowledge-text';
const TERMS_PURPOSE = 'ironkeep/knowledge-terms';

export interface ChunkText {
  text: string;
  location: string;
}

export class KnowledgeDecryptionError extends Error {}

/**
 * Encryption at rest for documents, with the key ring memory uses (MEMORY_ENCRYPTION_KEY and
 * its previous keys; docs/memory.md "Key rotation"): the uploaded file until it is processed and
 * every chunk's text and location (AES-256-GCM, bound to its document and position), plus the
 * keys that hash index terms (HMAC, one per organization). docs/knowledge.md lists what stays
 * in clear.
 */
@Injectable()
export class KnowledgeCipher {
  private readonly text: KeyRing;
  private readonly terms: KeyRing;

  constructor(config: AppConfig) {
    const { key, previousKeys } = config.encryption;
    this.text = new KeyRing(TEXT_PURPOSE, key, previousKeys);
    this.terms = new KeyRing(TERMS_PURPOSE, key, previousKeys);
  }

  sealFile(documentId: string, bytes: Uint8Array): { content: Buffer; keyId: string } {
    const { id, key } = this.text.current;
    return { content: sealBytes(key, bytes, `file:${documentId}`), keyId: id };
  }

  openFile(documentId: string, content: Uint8Array, keyId: string): Buffer {
    return this.guard(() => openBytes(this.textKey(keyId).key, content, `file:${documentId}`));
  }

  sealChunk(documentId: string, seq: number, chunk: ChunkText): { content: string; keyId: string } {
    const { id, key } = this.text.current;
    const plain = JSON.stringify({ t: chunk.text, l: chunk.location });
    return { content: seal(key, plain, `chunk:${documentId}:${seq}`), keyId: id };
  }

  openChunk(documentId: string, seq: number, content: string, keyId: string): ChunkText {
    const plain = this.guard(() =>
      open(this.textKey(keyId).key, content, `chunk:${documentId}:${seq}`),
    );
    const { t, l } = JSON.parse(plain) as { t: string; l: string };
    return { text: t, location: l };
  }

  /** The organization's current index key: processing hashes new chunks' terms with it. */
  currentTermKey(organizationId: string): RingKey {
    return this.organizationKey(this.terms.current, organizationId);
  }

  /** Every index key of the organization: a search looks for terms hashed under any of them. */
  allTermKeys(organizationId: string): RingKey[] {
    return this.terms.all().map((ringKey) => this.organizationKey(ringKey, organizationId));
  }

  private organizationKey(ringKey: RingKey, organizationId: string): RingKey {
    const key = createHmac('sha256', ringKey.key).update(organizationId).digest();
    return { id: ringKey.id, key };
  }

  private textKey(keyId: string): RingKey {
    const ringKey = this.text.find(keyId);
    if (!ringKey) throw new KnowledgeDecryptionError(`No configured key has id ${keyId}`);
    return ringKey;
  }

  private guard<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (error instanceof KnowledgeDecryptionError) throw error;
      throw new KnowledgeDecryptionError((error as Error).message);
    }
  }
}
