import { ChevronDown, Cpu } from 'lucide-react';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import {
  type ChatChoice,
  choiceKey,
  choiceOfKey,
  type PickerAssistant,
  type PickerModel,
} from '../lib/chat-choice';

/** The built-in assistants as the picker lists them, first. */
export const BUILT_IN_PICKS: PickerAssistant[] = [
  { id: 'brain', name: 'Intelligence Assistant', icon: 'brain' },
  { id: 'deploy', name: 'Operations Manager', icon: 'deploy' },
];

function Health({ available }: { available: boolean }) {
  return (
    <span className="ml-auto flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', available ? 'bg-green-600' : 'bg-muted-foreground/60')}
      />
      {available ? 'available' : 'unavailable'}
    </span>
  );
}

function ModelIcon() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
    >
      <Cpu className="size-3.5" />
    </span>
  );
}

type ChatPickerProps = {
  value: ChatChoice;
  onChange: (choice: ChatChoice) => void;
  /** The organization's own assistants the member may use (after the built-ins). */
  assistants: readonly PickerAssistant[];
  /** The member's models; undefined while they load, null when they could not be. */
  models: readonly PickerModel[] | undefined | null;
  disabled?: boolean;
};

/**
 * The chat's header: what answers (an assistant or a model), and a menu to choose another, in
 * two groups. A model shows whether one of its servers can answer now.
 */
export function ChatPicker({ value, onChange, assistants, models, disabled }: ChatPickerProps) {
  const allAssistants = [...BUILT_IN_PICKS, ...assistants];
  // What is on screen stays listed even when no longer on offer (a stored conversation's model).
  const current =
    value.kind === 'assistant'
      ? (allAssistants.find((a) => a.id === value.id) ?? { id: value.id, name: value.id, icon: '' })
      : null;
  if (current && !allAssistants.includes(current)) allAssistants.push(current);
  const modelList = [...(models ?? [])];
  const currentModel =
    value.kind === 'model'
      ? (modelList.find((m) => m.id === value.id) ?? { id: value.id, available: false })
      : null;
  if (currentModel && !modelList.includes(currentModel)) modelList.push(currentModel);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          variant="outline"
          className="h-auto min-w-0 max-w-full justify-start gap-2 py-1.5 pl-1.5"
          data-testid="chat-picker"
        >
          {current ? <AssistantIcon icon={current.icon} color={current.color} /> : <ModelIcon />}
          {/* Read out as the visible text, with what the button is for around it. */}
          <span className="sr-only">Chat with </span>
          <span className="min-w-0 truncate font-semibold">
            {current?.name ?? currentModel?.id}
          </span>
          {currentModel && (
            <span className="hidden sm:contents">
              <Health available={currentModel.available} />
            </span>
          )}
          <span className="sr-only">— choose an assistant or a model</span>
          <ChevronDown className="ml-1 shrink-0 opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuRadioGroup
          value={choiceKey(value)}
          onValueChange={(key) => {
            const next = choiceOfKey(key);
            if (next) onChange(next);
          }}
        >
          <DropdownMenuGroup>
            <DropdownMenuLabel>Assistants</DropdownMenuLabel>
            {allAssistants.map((a) => (
              <DropdownMenuRadioItem key={a.id} value={choiceKey({ kind: 'assistant', id: a.id })}>
                <AssistantIcon icon={a.icon} color={a.color} />
                <span className="min-w-0 truncate">{a.name}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel>Models</DropdownMenuLabel>
            {models === undefined && (
              <p className="px-2 py-1.5 text-sm text-muted-foreground">Loading your models...</p>
            )}
            {models === null && (
              <p className="px-2 py-1.5 text-sm text-muted-foreground">
                Your models could not be loaded.
              </p>
            )}
            {models?.length === 0 && !currentModel && (
              <p className="px-2 py-1.5 text-sm text-muted-foreground">
                No model is open to you yet.
              </p>
            )}
            {modelList.map((m) => (
              <DropdownMenuRadioItem key={m.id} value={choiceKey({ kind: 'model', id: m.id })}>
                <ModelIcon />
                <span className="min-w-0 truncate font-mono text-xs">{m.id}</span>
                <Health available={m.available} />
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
