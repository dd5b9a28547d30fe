import { MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BackLink } from '@/components/layouts/back-link';
import { Button } from '@/components/ui/button';
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
};

/**
 * /assistants: a signed-in member's assistants, with the demo's streaming chat. Questions go
 * through the signed-in route, so answers are generated on the organization's AI servers and
 * name what answered, and are remembered when the member has memory on.
 */
export function MemberAssistants({ summary, conversations, onAnswered }: MemberAssistantsProps) {
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

  function pickQuestion(question: string) {
    setTimeout(() => void chat.send(question), SAMPLE_QUESTION_DELAY_MS);
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Assistants</h1>
          <p className="mt-1 text-muted-foreground">
            Your private assistants, grounded in your organization’s documents and IronKeep’s
            knowledge base.
          </p>
        </div>
        <BackLink size="sm" />
      </div>
      {summary}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          className="min-w-0"
          value={tab}
          onValueChange={(value) => setTab(value as MemberAssistantId)}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList>
              {MEMBER_ASSISTANTS.map((id) => (
                <TabsTrigger key={id} value={id}>
                  {COPY[id].title}
                </TabsTrigger>
              ))}
            </TabsList>
            <Button
              variant="outline"
              size="sm"
              onClick={() => chat.switchConversation()}
              disabled={chat.messages.length === 0}
            >
              <MessageSquarePlus aria-hidden="true" /> New conversation
            </Button>
          </div>
          {MEMBER_ASSISTANTS.map((id) => (
            <TabsContent key={id} value={id} className="mt-4">
              <ChatPanel id={`${id}-chat`} {...COPY[id]} chat={chats[id]} showSources />
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
