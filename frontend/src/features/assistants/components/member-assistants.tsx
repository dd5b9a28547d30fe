import { MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BackLink } from '@/components/layouts/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type EarlierTurn, useDemoChat } from '../hooks/use-demo-chat';
import { SAMPLE_QUESTION_DELAY_MS } from '../lib/reveal-delay';
import { ChatPanel } from './chat-panel';
import { SampleQuestions } from './sample-questions';

export const MEMBER_ASSISTANTS = ['brain', 'deploy'] as const;
export type MemberAssistantId = (typeof MEMBER_ASSISTANTS)[number];

/** A stored conversation to carry on: its assistant, chat session and what was said. */
export type StoredChat = { assistant: MemberAssistantId; sessionId: string; turns: EarlierTurn[] };

/** What the conversation list (the memory feature, composed by the route) may do to the chat. */
export type ChatControls = {
  /** The session of the chat on screen: its stored conversation is the one being continued. */
  activeSessionId: string;
  continueConversation: (chat: StoredChat) => void;
};

const COPY = {
  brain: {
    title: 'Intelligence Assistant',
    description:
      'Products, security, pricing and your organization’s own documents, with the sources it used.',
    emptyText: 'Ask the Intelligence Assistant a question, or pick one on the side.',
  },
  deploy: {
    title: 'Operations Manager',
    description:
      'Deployment, scaling, monitoring, backups and upgrades, from the runbooks and your documents.',
    emptyText: 'Ask the Operations Manager how to run IronKeep, or pick a question on the side.',
  },
} as const;

type MemberAssistantsProps = {
  /** The organization and the model that will answer (the organizations feature). */
  summary: ReactNode;
  /** The stored conversations, able to continue one in the chat. */
  conversations: (controls: ChatControls) => ReactNode;
  /** After each complete answer: a remembered exchange changes the stored conversations. */
  onAnswered?: () => void;
  /** Memory is off: "New conversation" discards the chat for good, so it asks first. */
  memoryOff?: boolean;
};

/**
 * /assistants: a signed-in member's assistants, with the demo's streaming chat. Questions go
 * through the signed-in route, so answers are generated on the organization's AI servers and
 * name what answered, and are remembered when the member has memory on.
 */
export function MemberAssistants({
  summary,
  conversations,
  onAnswered,
  memoryOff,
}: MemberAssistantsProps) {
  const [tab, setTab] = useState<MemberAssistantId>('brain');
  const chats = {
    brain: useDemoChat('brain', 'assistbrain', { onAnswered }),
    deploy: useDemoChat('deploy', 'assistdeploy', { onAnswered }),
  };
  const chat = chats[tab];

  function continueConversation(stored: StoredChat) {
    setTab(stored.assistant);
    chats[stored.assistant].switchConversation(stored);
  }

  const newButton = (onClick?: () => void) => (
    <Button variant="outline" size="sm" onClick={onClick} disabled={chat.messages.length === 0}>
      <MessageSquarePlus aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">New conversation</span>
    </Button>
  );

  function pickQuestion(question: string) {
    setTimeout(() => void chat.send(question), SAMPLE_QUESTION_DELAY_MS);
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
      <div className="flex flex-row items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assistants</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">
            Your private assistants, grounded in your organization’s documents and IronKeep’s
            knowledge base.
          </p>
        </div>
        <BackLink size="sm" />
      </div>
      {summary}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
        <Tabs
          className="min-w-0"
          value={tab}
          onValueChange={(value) => setTab(value as MemberAssistantId)}
        >
          <div className="flex items-center justify-between gap-2">
            <TabsList className="min-w-0 overflow-x-auto">
              {MEMBER_ASSISTANTS.map((id) => (
                <TabsTrigger key={id} value={id} className="px-2 text-[13px] sm:px-3 sm:text-sm">
                  {COPY[id].title}
                </TabsTrigger>
              ))}
            </TabsList>
            {memoryOff && chat.messages.length > 0 ? (
              <ConfirmDialog
                trigger={newButton()}
                title="Start a new conversation?"
                description="Memory is off, so this conversation is not stored: starting a new one discards it for good."
                confirmLabel="Discard and start new"
                onConfirm={() => chat.switchConversation()}
              />
            ) : (
              newButton(() => chat.switchConversation())
            )}
          </div>
          {MEMBER_ASSISTANTS.map((id) => (
            <TabsContent key={id} value={id} className="mt-3">
              <ChatPanel
                id={`${id}-chat`}
                {...COPY[id]}
                chat={chats[id]}
                showSources
                markdown
                controls
                fill
              />
            </TabsContent>
          ))}
        </Tabs>
        <aside aria-label="Conversations and questions" className="grid min-w-0 gap-6">
          {conversations({ activeSessionId: chat.sessionId, continueConversation })}
          <SampleQuestions assistant={tab} disabled={chat.isStreaming} onPick={pickQuestion} />
        </aside>
      </div>
    </div>
  );
}
