import { render } from '@testing-library/react';
import { BASE_CONTENT_PACK } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { LazyMarkdown } from './lazy-markdown.tsx';
import { Markdown } from './markdown.tsx';
import { plainParagraphs } from './plain-text.ts';

const PLAIN = [
  'Welcome, traveller! The realm is open (mostly).',
  'One paragraph\nwith a second line.',
  'First paragraph.\n\n\nSecond, after blank lines: 100% sure, isn’t it?',
  'A question? An answer. 3 cities, 12 deeds; "quoted" words and an e-mail a@b.example.',
  ...BASE_CONTENT_PACK.announcements.map((a) => a.content),
];

const MARKUP = [
  '**bold**',
  'an _emphasis_',
  'some `code`',
  '# Heading',
  'Title\n===',
  'Title\n---',
  '- a list',
  '+ a list',
  '1. a list',
  '2) a list',
  '> a quote',
  '    indented code',
  'a hard break  \nhere',
  'a hard break\\\nhere',
  '[a link](https://example.com)',
  '![an image](https://example.com/a.png)',
  '<b>html</b>',
  'an &amp; entity',
  '[color=red]red[/color]',
  'a | table',
  '~~struck~~',
  'line\r\nends',
  '\ttabbed',
];

function html(ui: React.ReactElement) {
  return render(ui).container.innerHTML;
}

describe('plainParagraphs', () => {
  it('draws plain text exactly as the markdown renderer would', () => {
    for (const text of PLAIN) {
      expect(plainParagraphs(text), text).not.toBeNull();
      expect(html(<LazyMarkdown className="x">{text}</LazyMarkdown>), text).toBe(html(<Markdown className="x">{text}</Markdown>));
    }
  });

  it('leaves anything that may be markup to the renderer', () => {
    for (const text of MARKUP) expect(plainParagraphs(text), text).toBeNull();
  });

  it('splits paragraphs at blank lines and keeps the lines of one paragraph together', () => {
    expect(plainParagraphs('a\nb\n\n \nc')).toEqual(['a\nb', 'c']);
  });

  it('shows markup as typed until the renderer arrives, then renders it', async () => {
    const { container, findByText } = render(<LazyMarkdown>{'**bold**'}</LazyMarkdown>);
    expect(container.textContent).toBe('**bold**');
    expect((await findByText('bold')).tagName).toBe('STRONG');
  });
});
