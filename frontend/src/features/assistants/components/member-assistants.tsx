import { History, MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BackLink } from '@/components/layouts/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useChatChoice } from '../hooks/use-chat-choice';
import { type EarlierTurn, useDemoChat } from '../hooks/use-demo-chat';
import {
  BUILT_IN_ASSISTANTS,
  type ChatChoice,
  choiceOfConversation,
  type PickerAssistant,
  type PickerModel,
  streamTargetOf,
} from '../lib/chat-choice';
import { SAMPLE_QUESTION_DELAY_MS } from '../lib/reveal-delay';
import { ChatPanel } from './chat-panel';
import { ChatPicker } from './chat-picker';
import { SampleQuestions, StarterQuestions } from './sample-questions';

/** A stored conversation to carry on: what it was had with, its chat session and turns. */
export type StoredChat = {
  assistant: string;
  model: string | null;
  sessionId: string;
  turns: EarlierTurn[];
};

/** What the conversation list (the memory feature, composed by the route) may do to the chat. */
export type ChatControls = {
  /** The session of the chat on screen: its stored conversation is the one being continued. */
  activeSessionId: string;
  continueConversation: (chat: StoredChat) => void;
  /** Starts an empty conversation (the one on screen was deleted). */
  newConversation: () => void;
  /** Shown in the phones' sheet, which has its own heading. */
  inSheet: boolean;
};

const BUILT_IN_COPY: Record<string, { title: string; description: string; emptyText: string }> = {
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
};

function copyOf(choice: ChatChoice, custom?: PickerAssistant) {
  if (choice.kind === 'model') {
    return {
      title: `Chat with ${choice.id}`,
      description: 'The model answers, citing your organization’s documents when they match.',
      emptyText: `Ask ${choice.id} anything.`,
    };
  }
  const builtIn = BUILT_IN_COPY[choice.id];
  if (builtIn) return builtIn;
  const name = custom?.name ?? choice.id;
  return {
    title: name,
    description: custom?.description || 'An assistant of your organization.',
    emptyText: custom?.starters?.length
      ? `Ask ${name} a question, or pick one on the side.`
      : `Ask ${name} a question.`,
  };
}

type MemberAssistantsProps = {
  /** The organization and the model that will answer (the organizations feature). */
  summary: ReactNode;
  /** The stored conversations, able to continue one in the chat. */
  conversations: (controls: ChatControls) => ReactNode;
  /** The organization's own assistants the member may use. */
  assistants?: readonly PickerAssistant[];
  /** The member's models; undefined while loading, null when they could not be loaded. */
  models?: readonly PickerModel[] | null;
  /** Both lists have loaded (or failed): a remembered choice missing from them is dropped. */
  choicesReady?: boolean;
  /** After each complete answer: a remembered exchange changes the stored conversations. */
  onAnswered?: () => void;
  /** Memory is off: "New conversation" discards the chat for good, so it asks first. */
  memoryOff?: boolean;
};

/**
 * /assistants: a signed-in member chats with a built-in assistant, one of the organization's
 * own, or one of their models, chosen in the chat's header. Questions go through the signed-in
 * route, so answers come from the organization's AI servers, name what answered and are
 * remembered when the member has memory on.
 */
export function MemberAssistants({
  summary,
  conversations,
  assistants = [],
  models,
  choicesReady = true,
  onAnswered,
  memoryOff,
}: MemberAssistantsProps) {
  const { choice, choose } = useChatChoice({
    assistants,
    models: models ?? [],
    ready: choicesReady,
  });
  const [pendingChoice, setPendingChoice] = useState<ChatChoice | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const target = streamTargetOf(choice);
  const chat = useDemoChat(target.assistant, 'assist', { onAnswered, model: target.model });
  const custom =
    choice.kind === 'assistant' ? assistants.find((a) => a.id === choice.id) : undefined;
  const discards = memoryOff && chat.messages.length > 0;

  function pick(next: ChatChoice) {
    if (next.kind === choice.kind && next.id === choice.id) return;
    if (discards) return setPendingChoice(next);
    choose(next);
    chat.switchConversation();
  }

  function continueConversation(stored: StoredChat) {
    const next = choiceOfConversation(stored.assistant, stored.model);
    if (!next) return;
    choose(next, { pinned: true });
    chat.switchConversation(stored);
  }

  const controls = (inSheet: boolean): ChatControls => ({
    activeSessionId: chat.sessionId,
    continueConversation: (stored) => {
      continueConversation(stored);
      setSheetOpen(false);
    },
    newConversation: () => chat.switchConversation(),
    inSheet,
  });

  const newButton = (onClick?: () => void) => (
    <Button variant="outline" size="sm" onClick={onClick} disabled={chat.messages.length === 0}>
      <MessageSquarePlus aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">New conversation</span>
    </Button>
  );

  function pickQuestion(question: string) {
    setTimeout(() => void chat.send(question), SAMPLE_QUESTION_DELAY_MS);
  }

  const isBuiltIn = (BUILT_IN_ASSISTANTS as readonly string[]).includes(target.assistant);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
      <div className="flex flex-row items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assistants</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">
            Your organization’s assistants and models, on its own servers, grounded in its
            documents.
          </p>
        </div>
        <BackLink size="sm" />
      </div>
      {summary}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
        <section className="min-w-0" aria-label="Chat">
          <div className="flex items-center justify-between gap-2">
            {/* Shrinks (the name truncates) so the buttons beside it fit at 390 px. */}
            <div className="min-w-0">
              <ChatPicker
                value={choice}
                onChange={pick}
                assistants={assistants}
                models={models}
                disabled={chat.isStreaming}
              />
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {/* Phones and tablets: the conversations open in a sheet over the chat, which keeps
                  the composer at the bottom; from 1024 px they are in the sidebar. */}
              <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
                <SheetTrigger asChild>
                  <Button variant="outline" size="sm" className="lg:hidden">
                    <History aria-hidden="true" />
                    {/* An icon on phones, as "New conversation": the picker keeps its name. */}
                    <span className="sr-only sm:not-sr-only">Conversations</span>
                  </Button>
                </SheetTrigger>
                <SheetContent
                  className="w-full max-w-sm overflow-y-auto"
                  onEscapeKeyDown={(event) => {
                    // Escape in a field that handles it (renaming a title) is not for the sheet.
                    if ((event.target as Element | null)?.closest?.('[data-own-escape]')) {
                      event.preventDefault();
                    }
                  }}
                >
                  <SheetHeader>
                    <SheetTitle>Your conversations</SheetTitle>
                    <SheetDescription>Stored by Memory, for you alone, encrypted.</SheetDescription>
                  </SheetHeader>
                  {conversations(controls(true))}
                </SheetContent>
              </Sheet>
              {discards ? (
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
          </div>
          <ChatPanel
            id={`${target.assistant}-chat`}
            className="mt-3"
            {...copyOf(choice, custom)}
            chat={chat}
            showSources
            markdown
            controls
            fill
          />
        </section>
        <aside aria-label="Conversations and questions" className="grid min-w-0 gap-6">
          <div className="hidden lg:block">{conversations(controls(false))}</div>
          {isBuiltIn ? (
            <SampleQuestions
              assistant={target.assistant as (typeof BUILT_IN_ASSISTANTS)[number]}
              disabled={chat.isStreaming}
              onPick={pickQuestion}
            />
          ) : custom?.starters?.length ? (
            <StarterQuestions
              questions={custom.starters}
              disabled={chat.isStreaming}
              onPick={pickQuestion}
            />
          ) : null}
        </aside>
      </div>
      <ConfirmDialog
        open={pendingChoice !== null}
        onOpenChange={(open) => !open && setPendingChoice(null)}
        title="Switch and discard this conversation?"
        description="Memory is off, so this conversation is not stored: switching to another assistant or model discards it for good."
        confirmLabel="Discard and switch"
        onConfirm={() => {
          if (pendingChoice) choose(pendingChoice);
          chat.switchConversation();
          setPendingChoice(null);
        }}
      />
    </div>
  );
}
