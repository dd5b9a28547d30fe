import { DataSource, In } from 'typeorm';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';

const BATCH = 500;

/**
 * Deletes conversations and every message in them, in one transaction per batch (messages first,
 * so nothing depends on the foreign key's cascade being enforced).
 */
export async function deleteConversations(dataSource: DataSource, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    await dataSource.transaction(async (manager) => {
      await manager.delete(MemoryMessageEntity, { conversationId: In(batch) });
      await manager.delete(MemoryConversationEntity, { id: In(batch) });
    });
  }
}
