import { useState } from 'react';
import { ConversationList } from './conversation-list';
import { MemorySettingsCard } from './memory-settings-card';
import { MessagePanel } from './message-panel';
import { BackLink } from '@/components/layouts/back-link';

/** /memory for a signed-in user: settings, conversations and messages in three columns. */
export function MemoryPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Memory Management</h1>
          <p className="mt-1 text-muted-foreground">
            See, edit and delete what the assistants remember about your conversations.
          </p>
        </div>
        <BackLink size="sm" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <MemorySettingsCard />
        <ConversationList
          selectedId={selectedId}
          onSelect={setSelectedId}
          onDeleted={(id) => setSelectedId((selected) => (selected === id ? null : selected))}
        />
        <MessagePanel
          // A new selection starts with no message in edit mode.
          key={selectedId ?? 'none'}
          conversationId={selectedId}
          onConversationDeleted={() => setSelectedId(null)}
        />
      </div>
    </div>
  );
}
