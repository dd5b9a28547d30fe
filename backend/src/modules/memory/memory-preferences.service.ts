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
 * Privacy first: nothing is remembered until the user turns memory on (docs/memory.md); what is
 * stored is always encrypted (issue 34: it used to be the user's choice, off by default, while
 * the site promised encrypted memory); auto-delete starts at "never".
 */
export const DEFAULT_PREFERENCES: Readonly<MemoryPreferencesDto> = {
  memoryEnabled: false,
  memoryEncryption: true,
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
      memoryEncryption: true,
      autoDeleteDays: row.autoDeleteDays as AutoDeleteDays,
    };
  }

  async update(
    userId: string,
    next: MemoryPreferencesDto,
    by: AuditBy,
  ): Promise<MemoryPreferencesDto> {
    if (!next.memoryEncryption) throw MemoryErrors.encryptionAlwaysOn();
    const saved = {
      memoryEnabled: next.memoryEnabled,
      memoryEncryption: true,
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
