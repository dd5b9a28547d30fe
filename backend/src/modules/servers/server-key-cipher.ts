import { Injectable } from '@nestjs/common';
import { open, seal } from '../../common/crypto/aes-gcm';
import { KeyRing } from '../../common/crypto/key-ring';
import { AppConfig } from '../../config/app-config.service';
import { ServerEntity } from './entities/server.entity';

const PURPOSE = 'ironkeep/server-api-key';

/**
 * A server's API key at rest: AES-256-GCM under a key derived from MEMORY_ENCRYPTION_KEY for
 * this purpose (the same key ring as stored memory and TOTP secrets, so rotation works the same:
 * MEMORY_ENCRYPTION_PREVIOUS_KEYS still decrypt), with the server id as associated data so a
 * sealed key copied onto another server's row does not open.
 */
@Injectable()
export class ServerKeyCipher {
  private readonly keys: KeyRing;

  constructor(config: AppConfig) {
    this.keys = new KeyRing(PURPOSE, config.encryption.key, config.encryption.previousKeys);
  }

  /** Sets (or with null clears) the sealed key of `server`, whose id must be assigned. */
  write(server: ServerEntity, apiKey: string | null): void {
    if (!apiKey) {
      Object.assign(server, { apiKeySealed: null, apiKeyId: null });
      return;
    }
    const { id, key } = this.keys.current;
    Object.assign(server, { apiKeySealed: seal(key, apiKey, server.id), apiKeyId: id });
  }

  /** The key in clear for the upstream call; null when none is set or it cannot be opened. */
  read(server: Pick<ServerEntity, 'id' | 'apiKeySealed' | 'apiKeyId'>): string | null {
    if (!server.apiKeySealed || !server.apiKeyId) return null;
    const ringKey = this.keys.find(server.apiKeyId);
    if (!ringKey) return null;
    try {
      return open(ringKey.key, server.apiKeySealed, server.id);
    } catch {
      return null;
    }
  }
}
