import type { ChatMessage } from '@tod/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tagColors } from '@/lib/readable-color.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChatMessageItem } from './chat-message.tsx';

const PLAYER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const message = (text: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  message: text,
  username: 'Aria',
  playerId: PLAYER,
  time: '2026-06-01T12:34:00.000Z',
  ...overrides,
});

const renderLine = (text: string, overrides: Partial<ChatMessage> = {}) =>
  renderWithProviders(
    <ol>
      <ChatMessageItem message={message(text, overrides)} />
    </ol>,
  );

/** XSS payloads a player might post: each must show as the very text typed. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=alert(1)>',
  '"><iframe src="javascript:alert(1)">',
  '[color=red" onmouseover="alert(1)]x[/color]',
  '[color=red;background:url(javascript:alert(1))]x[/color]',
  '**<b onclick=alert(1)>bold</b>**',
  '`<script>alert(1)</script>`',
  '[link](javascript:alert(1))',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('ChatMessageItem', () => {
  it('shows the time, the author linking to the character and the text', () => {
    renderLine('Hail!');
    expect(screen.getByRole('link', { name: 'Aria' })).toHaveAttribute('href', `/character/view/${PLAYER}`);
    expect(screen.getByRole('listitem')).toHaveTextContent(/Aria: Hail!$/);
    expect(screen.getByRole('listitem').querySelector('time')).toHaveAttribute('datetime', '2026-06-01T12:34:00.000Z');
  });

  it('renders bold, italic, code and colour as elements', () => {
    const { container } = renderLine('**b** *i* `c` [color=#00aa00]g[/color] [color=ff8800]o[/color]');
    expect(container.querySelector('strong')).toHaveTextContent('b');
    expect(container.querySelector('em')).toHaveTextContent('i');
    expect(container.querySelector('code')).toHaveTextContent('c');
    const colours = container.querySelectorAll<HTMLElement>('.color-tag');
    expect(colours[0]).toHaveTextContent('g');
    // Each theme's colour at AA contrast (lib/readable-color.ts); a bare hex code gets its hash.
    expect(colours[0]!.style.getPropertyValue('--tag-light')).toBe(tagColors('#00aa00')!.light);
    expect(colours[0]!.style.getPropertyValue('--tag-dark')).toBe(tagColors('#00aa00')!.dark);
    expect(colours[1]!.style.getPropertyValue('--tag-light')).toBe(tagColors('#ff8800')!.light);
  });

  it("leaves a colour no browser knows to the page's own text colour", () => {
    const { container } = renderLine('[color=blurple]b[/color]');
    expect(container.querySelector<HTMLElement>('.color-tag')!.getAttribute('style')).toBeNull();
  });

  it('shows a /me message as an action of its author', () => {
    renderLine('/me waves **hello**');
    const line = screen.getByRole('listitem');
    expect(line).toHaveClass('chat-message--action');
    expect(line).toHaveTextContent(/\* Aria waves hello$/);
    expect(line.querySelector('strong')).toHaveTextContent('hello');
    expect(screen.getByRole('link', { name: 'Aria' })).toBeInTheDocument();
  });

  it('keeps line breaks typed with Shift+Enter', () => {
    renderLine('one\ntwo');
    expect(screen.getByRole('listitem').querySelector('.chat-message__text')?.textContent).toBe('one\ntwo');
  });

  it.each(PAYLOADS)('shows %s as text, never as markup', (payload) => {
    const { container } = renderLine(payload);
    const text = container.querySelector('.chat-message__text')!;
    // Only the chat's own formatting elements, with only the attributes it sets.
    for (const element of text.querySelectorAll('*')) {
      expect(['STRONG', 'EM', 'CODE', 'SPAN']).toContain(element.tagName);
      for (const attribute of element.attributes) expect(['class', 'style']).toContain(attribute.name);
    }
    // The angle-bracket payloads carry no chat markup: they read back exactly as typed.
    if (!/[*`[]/.test(payload)) expect(text.textContent).toBe(payload);
  });

  it('escapes a hostile author name too', () => {
    renderLine('hi', { username: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
