import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { remarkColorTags } from './color-tags.ts';
import { safeUrl } from './safe-url.ts';

const remarkPlugins = [remarkColorTags];

const components: Components = {
  a: ({ node: _node, href, children, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) => (
    <a {...rest} href={href} rel="nofollow ugc noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ node: _node, src, alt, ...rest }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) =>
    // Images may come from any https address (ADR 0011): the reader's page is not sent along.
    src ? (
      <img {...rest} src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
    ) : (
      <span className="markdown__blocked-image">{alt}</span>
    ),
};

/**
 * Player-written markdown (bios) with colour tags. Raw HTML is shown as text: react-markdown
 * turns HTML it meets into text unless `skipHtml` is set, and no rehype-raw is used, ever.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
