import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AUTO_DELETE_DAYS } from './dto/memory-preferences.dto';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryPreferencesEntity } from './entities/memory-preferences.entity';
import { deleteConversations } from './delete-conversations';
import { MemoryPreferencesService } from './memory-preferences.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Auto-delete: a conversation expires `autoDeleteDays` after its last change. The page's
 * Cleanup Expired button applies it to one user now; the daily purge applies it to everyone.
 */
@Injectable()
export class MemoryRetentionService {
  constructor(
    @InjectRepository(MemoryConversationEntity)
    private readonly conversations: Repository<MemoryConversationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly preferences: MemoryPreferencesService,
    private readonly clock: Clock,
  ) {}

  /** Deletes the user's expired conversations; returns how many. */
  async cleanupForUser(userId: string): Promise<number> {
    const { autoDeleteDays } = await this.preferences.get(userId);
    if (autoDeleteDays === null) return 0;
    const expired = await this.conversations.find({
      select: { id: true },
      where: { userId, updatedAt: LessThan(this.cutoff(autoDeleteDays)) },
    });
    await deleteConversations(
      this.dataSource,
      expired.map((c) => c.id),
    );
    return expired.length;
  }

  /** Every user's expired conversations; returns how many were deleted. */
  async purgeExpired(): Promise<number> {
    let deleted = 0;
    for (const days of AUTO_DELETE_DAYS) {
      const expired: { id: string }[] = await this.conversations
        .createQueryBuilder('c')
        .select('c.id', 'id')
        .innerJoin(MemoryPreferencesEntity, 'p', 'p.user_id = c.user_id')
        .where('p.auto_delete_days = :days', { days })
        .andWhere('c.updated_at < :cutoff', { cutoff: this.cutoff(days) })
        .getRawMany();
      await deleteConversations(
        this.dataSource,
        expired.map((c) => c.id),
      );
      deleted += expired.length;
    }
    return deleted;
  }

  private cutoff(days: number): Date {
    return new Date(this.clock.nowMs() - days * DAY_MS);
  }
}

/** "1 expired conversation", "3 expired conversations" (the page shows "Cleaned up {message}"). */
export function cleanupMessage(count: number): string {
  return `${count} expired conversation${count === 1 ? '' : 's'}`;
}
