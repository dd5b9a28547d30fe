import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../content/types';

type FaqAccordionProps = {
  items: FaqItem[];
  /** Shared by the list's <details>: the browser keeps at most one of them open. */
  name: string;
};

/**
 * One answer open at a time; clicking the open question closes it again (spec §4). A native
 * exclusive accordion (`<details name>`): no script, so it works before (and without) hydration;
 * each question is a focusable <summary> that Enter and Space toggle, and closed answers stay in
 * the HTML for crawlers and find-in-page (which opens them).
 */
export function FaqAccordion({ items, name }: FaqAccordionProps) {
  return (
    <div className="w-full">
      {items.map((item) => (
        <details key={item.question} name={name} className="group border-b">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-medium transition-all hover:underline [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
