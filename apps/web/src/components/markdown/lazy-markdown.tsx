import { lazy, Suspense } from 'react';

const Markdown = lazy(async () => ({ default: (await import('./markdown.tsx')).Markdown }));

/**
 * Markdown for pages in the first file (the visitors' home): the renderer is a chunk of its own
 * (ADR 0011, no heavy dependency in the first load), and until it arrives the text shows as it
 * was typed.
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
  return (
    <Suspense fallback={<p className={className ? `markdown ${className}` : 'markdown'}>{children}</p>}>
      <Markdown className={className} headingOffset={headingOffset}>
        {children}
      </Markdown>
    </Suspense>
  );
}
