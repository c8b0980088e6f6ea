import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { remarkColorTags } from './color-tags.ts';
import { safeUrl } from './safe-url.ts';

const remarkPlugins = [remarkColorTags];

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * A `# heading` in a bio must not become a second h1 on the page (WCAG 1.3.1, headings in
 * order): user text sits under the page's h1 and a section's h2, so its headings start at h3
 * and keep their relative order, h6 at most.
 */
function demoted(offset: number): Components {
  const entries = HEADINGS.map((tag, index) => {
    const Tag = HEADINGS[Math.min(5, index + offset)] as HeadingTag;
    const Heading = ({ node: _node, children, ...rest }: ComponentPropsWithoutRef<'h1'> & { node?: unknown }) => (
      <Tag {...rest}>{children}</Tag>
    );
    return [tag, Heading] as const;
  });
  return Object.fromEntries(entries);
}

const baseComponents: Components = {
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

const componentsByOffset = new Map<number, Components>();

/** The components for one heading offset, made once. */
function componentsFor(offset: number): Components {
  let found = componentsByOffset.get(offset);
  if (!found) {
    found = { ...baseComponents, ...demoted(offset) };
    componentsByOffset.set(offset, found);
  }
  return found;
}

/**
 * Player-written markdown (bios) with colour tags. Raw HTML is shown as text: react-markdown
 * turns HTML it meets into text unless `skipHtml` is set, and no rehype-raw is used, ever.
 */
export function Markdown({
  children,
  className,
  headingOffset = 2,
}: {
  children: string;
  className?: string;
  /** How many levels a `#` heading goes down: 2 under a page's h1 and a section's h2 (a bio). */
  headingOffset?: number;
}) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={componentsFor(headingOffset)}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
