import { lazy, Suspense } from 'react';
import { MessageContent } from '../message-content';

const MarkdownAnswer = lazy(() => import('./markdown-answer'));

/**
 * A model's answer in full Markdown, for the signed-in pages only: the renderer is its own chunk,
 * fetched when the first answer shows, so the public pages' first load does not carry it. Until
 * it arrives the answer shows in the plain renderer.
 */
export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<MessageContent text={text} />}>
      <MarkdownAnswer text={text} />
    </Suspense>
  );
}
