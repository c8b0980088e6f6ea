import { lazy, Suspense } from 'react';
import { plainParagraphs } from './plain-text.ts';

const Markdown = lazy(async () => ({ default: (await import('./markdown.tsx')).Markdown }));

/**
 * Markdown for pages in the first file (the visitors' home): the renderer is a chunk of its own
 * (ADR 0011, no heavy dependency in the first load), and until it arrives the text shows as it
 * was typed. Text without any markup is drawn as its paragraphs at once and never fetches the
 * renderer (plain-text.ts).
 */
export function LazyMarkdown({
  children,
  className,
  headingOffset,
}: {
  children: string;
  className?: string;
  headingOffset?: number;
}) {
  const plain = plainParagraphs(children);
  if (plain) {
    return (
      <div className={className ? `markdown ${className}` : 'markdown'}>
        {plain.flatMap((paragraph, i) => [
          // The renderer puts a line break between paragraphs; so do we, to draw the same page.
          i > 0 ? '\n' : null,
          // The paragraphs of one text never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{paragraph}</p>,
        ])}
      </div>
    );
  }
  return (
    <Suspense fallback={<p className={className ? `markdown ${className}` : 'markdown'}>{children}</p>}>
      <Markdown className={className} headingOffset={headingOffset}>
        {children}
      </Markdown>
    </Suspense>
  );
}
