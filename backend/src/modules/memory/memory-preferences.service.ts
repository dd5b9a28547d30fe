import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { AutoDeleteDays, MemoryPreferencesDto } from './dto/memory-preferences.dto';
import { MemoryPreferencesEntity } from './entities/memory-preferences.entity';
import { MemoryErrors } from './memory.errors';

/**
 * Privacy first: nothing is remembered until the user turns memory on (docs/memory.md), and
 * encryption is then the user's choice; auto-delete starts at "never".
 */
export const DEFAULT_PREFERENCES: Readonly<MemoryPreferencesDto> = {
  memoryEnabled: false,
  memoryEncryption: false,
  autoDeleteDays: null,
};

@Injectable()
export class MemoryPreferencesService {
  constructor(
    @InjectRepository(MemoryPreferencesEntity)
    private readonly preferences: Repository<MemoryPreferencesEntity>,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async get(userId: string): Promise<MemoryPreferencesDto> {
    const row = await this.preferences.findOneBy({ userId });
    if (!row) return { ...DEFAULT_PREFERENCES };
    return {
      memoryEnabled: row.memoryEnabled,
      memoryEncryption: row.memoryEncryption,
      autoDeleteDays: row.autoDeleteDays as AutoDeleteDays,
    };
  }

  async update(
    userId: string,
    next: MemoryPreferencesDto,
    by: AuditBy,
  ): Promise<MemoryPreferencesDto> {
    if (next.memoryEncryption && !next.memoryEnabled) throw MemoryErrors.encryptionRequiresMemory();
    const saved = {
      memoryEnabled: next.memoryEnabled,
      memoryEncryption: next.memoryEncryption,
      autoDeleteDays: next.autoDeleteDays,
    };
    await this.preferences.upsert({ userId, ...saved, updatedAt: this.clock.now() }, ['userId']);
    await this.audit.appendOrReport({
      ...by,
      action: 'memory_settings_changed',
      target: { type: 'user', id: userId },
      details: saved,
    });
    return saved;
  }
}
