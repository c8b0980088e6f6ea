import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tagColors } from '@/lib/readable-color.ts';
import { Markdown } from './markdown.tsx';

function renderMarkdown(source: string) {
  return render(<Markdown>{source}</Markdown>).container;
}

describe('Markdown', () => {
  it('renders basic formatting', () => {
    const container = renderMarkdown('**bold** and *italic* and `code`');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelector('code')).toHaveTextContent('code');
  });

  it('demotes headings in user text so a bio never adds a second h1 to the page', () => {
    const container = renderMarkdown('# Title\n\n## Part\n\n###### Deep');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Title' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Part' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'Deep' }).tagName).toBe('H6');
  });

  it('shows raw HTML as text and never creates the elements', () => {
    const payload = '<script>window.pwned = 1</script><img src=x onerror="alert(1)"><b>not bold</b>';
    const container = renderMarkdown(payload);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = 1</script>');
    expect(container.textContent).toContain('<b>not bold</b>');
  });

  it('shows inline HTML inside a paragraph as text', () => {
    const container = renderMarkdown('Hello <span onclick="x()">there</span> friend');
    expect(container.querySelector('span[onclick]')).toBeNull();
    expect(container.textContent).toBe('Hello <span onclick="x()">there</span> friend');
  });

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hero@example.com', 'mailto:hero@example.com'],
    ['irc://irc.example.com/tales', 'irc://irc.example.com/tales'],
    ['ircs://irc.example.com/tales', 'ircs://irc.example.com/tales'],
    ['xmpp:hero@example.com', 'xmpp:hero@example.com'],
    ['/character/search', '/character/search'],
    ['relative/path?x=a:b', 'relative/path?x=a:b'],
  ])('keeps the link %s', (href, expected) => {
    renderMarkdown(`[link](${href})`);
    expect(screen.getByText('link').closest('a')).toHaveAttribute('href', expected);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
    'empties the link %s',
    (href) => {
      renderMarkdown(`[link](${href})`);
      expect(screen.getByText('link').closest('a')).toHaveAttribute('href', '');
    },
  );

  it('marks player links as untrusted', () => {
    renderMarkdown('[site](https://example.com)');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  });

  it('keeps safe images and drops images with other schemes', () => {
    const container = renderMarkdown('![safe](/api/resources/a.webp) ![bad](javascript:alert(1))');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/api/resources/a.webp');
    expect(images[0]).toHaveAttribute('alt', 'safe');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(container.textContent).toContain('bad');
  });
});

describe('colour tags', () => {
  it('turns a colour tag into a coloured span', () => {
    const container = renderMarkdown('I am [color=red]angry[/color] today');
    const span = container.querySelector('span.color-tag');
    expect(span).toHaveTextContent('angry');
    // Red is under AA on the parchment: drawn darker there and lighter at night, same hue.
    expect(span).toHaveStyle({ '--tag-light': tagColors('red')!.light, '--tag-dark': tagColors('red')!.dark });
    expect(container.textContent).toBe('I am angry today');
  });

  it('accepts hash colours and keeps markdown inside the tag', () => {
    const container = renderMarkdown('[color=#00ff00]**bold** green[/color]');
    const span = container.querySelector('span.color-tag');
    expect(span).toHaveStyle({ '--tag-light': tagColors('#00ff00')!.light });
    expect(span?.querySelector('strong')).toHaveTextContent('bold');
  });

  it('supports nested tags', () => {
    const container = renderMarkdown('[color=blue]outer [color=red]inner[/color] tail[/color]');
    const spans = container.querySelectorAll('span.color-tag');
    expect(spans).toHaveLength(2);
    expect(spans[0]).toHaveTextContent('outer inner tail');
    expect(spans[1]).toHaveTextContent('inner');
    expect(spans[1]?.parentElement).toBe(spans[0]);
  });

  it('handles several tags in one paragraph', () => {
    const container = renderMarkdown('[color=red]a[/color] and [color=blue]b[/color]');
    expect(container.querySelectorAll('span.color-tag')).toHaveLength(2);
    expect(container.textContent).toBe('a and b');
  });

  it('leaves an unclosed tag as text', () => {
    const container = renderMarkdown('[color=red]never closed');
    expect(container.querySelector('span.color-tag')).toBeNull();
    expect(container.textContent).toBe('[color=red]never closed');
  });

  it('leaves a tag whose value is not a hash, letters or digits as text', () => {
    const container = renderMarkdown('[color=red;background:url(x)]x[/color]');
    expect(container.querySelector('span.color-tag')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.textContent).toBe('[color=red;background:url(x)]x[/color]');
  });

  it('does not colour code', () => {
    const container = renderMarkdown('`[color=red]code[/color]`');
    expect(container.querySelector('span.color-tag')).toBeNull();
    expect(container.querySelector('code')).toHaveTextContent('[color=red]code[/color]');
  });
});
