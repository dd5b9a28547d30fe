import { Info } from 'lucide-react';
import type { Block } from '../data/types';

/** Renders one content block of an article section. */
export function ArticleBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return <p className="leading-relaxed text-muted-foreground">{block.text}</p>;
    case 'h3':
      return <h3 className="mt-4 text-xl font-semibold">{block.text}</h3>;
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List
          className={`grid gap-2 pl-6 text-muted-foreground ${block.type === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {block.items.map((item) => (
            <li key={item} className="leading-relaxed">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <aside className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5">
          <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{block.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{block.text}</p>
          </div>
        </aside>
      );
    case 'table':
      return (
        // Wider than a phone: it scrolls sideways, so keyboard users must be able to focus it,
        // and a shadow on the cut-off side and a hint (phones) say there is more to see.
        <figure className="grid gap-1">
          <div
            role="region"
            tabIndex={0}
            aria-label={`Table: ${block.headers.join(', ')}`}
            className="scroll-shadow-x overflow-x-auto rounded-xl border"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-muted/50">
                <tr>
                  {block.headers.map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join('|')} className="border-t">
                    {row.map((cell, i) => (
                      <td
                        key={`${i}-${cell}`}
                        className="px-4 py-3 align-top text-muted-foreground"
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figcaption className="text-xs text-muted-foreground sm:hidden" aria-hidden="true">
            Swipe sideways to see the whole table →
          </figcaption>
        </figure>
      );
    case 'steps':
      return (
        <ol className="grid gap-4">
          {block.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-strong text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  {step.description}
                </p>
                {step.items && (
                  <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
                    {step.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      );
  }
}
