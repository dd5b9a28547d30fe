import { deriveKey, keyIdOf } from './aes-gcm';

export interface RingKey {
  /** 12 base64url characters, stored with each value so the right key can be found later. */
  id: string;
  key: Buffer;
}

/**
 * The keys of one purpose: the current one (encrypts) and earlier ones kept only to decrypt what
 * they encrypted, so the root key can be rotated without losing data (docs/memory.md).
 */
export class KeyRing {
  readonly current: RingKey;
  private readonly byId = new Map<string, RingKey>();

  constructor(purpose: string, currentMaterial: string, previousMaterials: readonly string[] = []) {
    for (const material of [currentMaterial, ...previousMaterials]) {
      const key = { id: keyIdOf(material, purpose), key: deriveKey(material, purpose) };
      if (!this.byId.has(key.id)) this.byId.set(key.id, key);
    }
    this.current = this.byId.get(keyIdOf(currentMaterial, purpose))!;
  }

  find(id: string): RingKey | undefined {
    return this.byId.get(id);
  }

  /** Every key, the current one first. */
  all(): RingKey[] {
    return [...this.byId.values()];
  }
}
