import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A single-open, collapsible accordion (the WAI-ARIA pattern: heading > button with
 * aria-expanded/aria-controls, a labelled region; Arrow Up/Down, Home and End move between the
 * questions). Hand-written rather than Radix Accordion: it sits on the home page, where Radix's
 * collection, presence and roving-focus code would cost about 9 KB gzip of first-load JavaScript.
 * Closed answers stay in the HTML (hidden), so crawlers and find-in-page still see them.
 */
type AccordionContextValue = { openValue: string | null; toggle: (value: string) => void };
const AccordionContext = React.createContext<AccordionContextValue | null>(null);

type ItemContextValue = { open: boolean; value: string; triggerId: string; contentId: string };
const ItemContext = React.createContext<ItemContextValue | null>(null);

function useRequired<T>(context: React.Context<T | null>, name: string): T {
  const value = React.use(context);
  if (!value) throw new Error(`${name} must be used inside its Accordion parts`);
  return value;
}

const TRIGGER_SELECTOR = '[data-accordion-trigger]';

function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const current = event.target as HTMLElement;
  if (!keys.includes(event.key) || !current.matches(TRIGGER_SELECTOR)) return;
  const triggers = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>(TRIGGER_SELECTOR),
  ).filter((trigger) => !trigger.disabled);
  const index = triggers.indexOf(current as HTMLButtonElement);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'];
  event.preventDefault();
  triggers[next]?.focus();
}

export function Accordion({
  className,
  defaultValue = null,
  ...props
}: Omit<React.ComponentProps<'div'>, 'defaultValue'> & { defaultValue?: string | null }) {
  const [openValue, setOpenValue] = React.useState<string | null>(defaultValue);
  const context = React.useMemo(
    () => ({
      openValue,
      toggle: (value: string) => setOpenValue((open) => (open === value ? null : value)),
    }),
    [openValue],
  );
  return (
    <AccordionContext value={context}>
      <div className={className} onKeyDown={moveFocus} {...props} />
    </AccordionContext>
  );
}

export function AccordionItem({
  className,
  value,
  ...props
}: React.ComponentProps<'div'> & { value: string }) {
  const { openValue } = useRequired(AccordionContext, 'AccordionItem');
  const id = React.useId();
  const open = openValue === value;
  const item = React.useMemo(
    () => ({ open, value, triggerId: `${id}-trigger`, contentId: `${id}-content` }),
    [open, value, id],
  );
  return (
    <ItemContext value={item}>
      <div data-state={open ? 'open' : 'closed'} className={cn('border-b', className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<'button'>) {
  const { toggle } = useRequired(AccordionContext, 'AccordionTrigger');
  const { open, value, triggerId, contentId } = useRequired(ItemContext, 'AccordionTrigger');
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={() => toggle(value)}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium transition-all hover:underline [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
          aria-hidden="true"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  const { open, triggerId, contentId } = useRequired(ItemContext, 'AccordionContent');
  return (
    <div
      role="region"
      id={contentId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      className="overflow-hidden text-sm"
      {...props}
    >
      <div className={cn('pb-4 pt-0', className)}>{children}</div>
    </div>
  );
}
