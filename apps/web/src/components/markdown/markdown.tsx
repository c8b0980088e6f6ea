import { type ComponentPropsWithoutRef, createContext, useContext } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { remarkColorTags } from './color-tags.ts';
import { safeUrl } from './safe-url.ts';

const remarkPlugins = [remarkColorTags];

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** How many levels a `#` heading goes down in the text being rendered. */
const HeadingOffset = createContext(2);

type HeadingProps = ComponentPropsWithoutRef<'h1'> & { node?: unknown };

/**
 * A `# heading` in a bio must not become a second h1 on the page (WCAG 1.3.1, headings in
 * order): user text sits under the page's h1 and a section's h2, so its headings go down by the
 * offset and keep their relative order, h6 at most.
 */
function UserHeading({ depth, node: _node, children, ...rest }: HeadingProps & { depth: number }) {
  const Tag = HEADINGS[Math.min(5, depth - 1 + useContext(HeadingOffset))] as HeadingTag;
  return <Tag {...rest}>{children}</Tag>;
}

const components: Components = {
  h1: (props: HeadingProps) => <UserHeading depth={1} {...props} />,
  h2: (props: HeadingProps) => <UserHeading depth={2} {...props} />,
  h3: (props: HeadingProps) => <UserHeading depth={3} {...props} />,
  h4: (props: HeadingProps) => <UserHeading depth={4} {...props} />,
  h5: (props: HeadingProps) => <UserHeading depth={5} {...props} />,
  h6: (props: HeadingProps) => <UserHeading depth={6} {...props} />,
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
      <HeadingOffset value={headingOffset}>
        <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={components}>
          {children}
        </ReactMarkdown>
      </HeadingOffset>
    </div>
  );
}
