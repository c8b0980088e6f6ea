import { describe, expect, it } from 'vitest';
import { parseChatMessage } from './chat-markup.ts';
import { applyChatFormat, isActionText, toggleAction } from './composer-format.ts';

describe('parseChatMessage', () => {
  it('reads plain text as one text node', () => {
    expect(parseChatMessage('Hail, friends!')).toEqual({ action: false, nodes: [{ type: 'text', text: 'Hail, friends!' }] });
  });

  it('reads bold, italic and code', () => {
    expect(parseChatMessage('a **b** *c* `d`').nodes).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
    ]);
  });

  it('reads colour tags with a hash, letters or digits, nested and around other markup', () => {
    expect(parseChatMessage('[color=#ff0000]red [color=blue]**blue**[/color][/color]').nodes).toEqual([
      {
        type: 'color',
        color: '#ff0000',
        children: [
          { type: 'text', text: 'red ' },
          { type: 'color', color: 'blue', children: [{ type: 'bold', children: [{ type: 'text', text: 'blue' }] }] },
        ],
      },
    ]);
    expect(parseChatMessage('[color=123]x[/color]').nodes[0]).toMatchObject({ type: 'color', color: '123' });
  });

  it('keeps colour values that are not a hash, letters or digits as text', () => {
    for (const text of ['[color=red;background:url(x)]x[/color]', '[color=]x[/color]', '[color=re d]x[/color]']) {
      expect(parseChatMessage(text).nodes).toEqual([{ type: 'text', text }]);
    }
  });

  it('keeps unclosed or spaced markers as text', () => {
    expect(parseChatMessage('2 * 3 * 4').nodes).toEqual([{ type: 'text', text: '2 * 3 * 4' }]);
    expect(parseChatMessage('**not closed').nodes).toEqual([{ type: 'text', text: '**not closed' }]);
    expect(parseChatMessage('[color=red]open').nodes).toEqual([{ type: 'text', text: '[color=red]open' }]);
    expect(parseChatMessage('a ` b').nodes).toEqual([{ type: 'text', text: 'a ` b' }]);
    expect(parseChatMessage('[/color] stray').nodes).toEqual([{ type: 'text', text: '[/color] stray' }]);
  });

  it('keeps markup inside code literal', () => {
    expect(parseChatMessage('`**x** [color=red]y[/color]`').nodes).toEqual([
      { type: 'code', text: '**x** [color=red]y[/color]' },
    ]);
  });

  it('marks a leading /me as an action and drops the prefix', () => {
    expect(parseChatMessage('/me waves')).toEqual({ action: true, nodes: [{ type: 'text', text: 'waves' }] });
    expect(parseChatMessage('/meow').action).toBe(false);
    expect(parseChatMessage('say /me').action).toBe(false);
  });

  it('survives deep nesting and long inputs without blowing the stack', () => {
    const deep = `${'[color=red]'.repeat(40)}x${'[/color]'.repeat(40)}`;
    expect(parseChatMessage(deep).nodes.length).toBeGreaterThan(0);
    const stars = '*a '.repeat(200);
    expect(parseChatMessage(stars).nodes).toEqual([{ type: 'text', text: stars }]);
  });

  it('parses adversarial 500-character messages quickly (openers that never close)', () => {
    for (const unit of ['*a ', '**a ', '[color=a]', '*[color=a]**`', '[color=a]*b ']) {
      const text = unit.repeat(200).slice(0, 500);
      const started = performance.now();
      parseChatMessage(text);
      expect(performance.now() - started).toBeLessThan(100);
    }
  });
});

describe('composer formats', () => {
  it('wraps the selection and selects the wrapped text', () => {
    expect(applyChatFormat('say hi now', 4, 6, 'bold')).toEqual({ value: 'say **hi** now', selectionStart: 6, selectionEnd: 8 });
    expect(applyChatFormat('x', 1, 1, 'color', '#00ff00')).toEqual({
      value: 'x[color=#00ff00]coloured text[/color]',
      selectionStart: 16,
      selectionEnd: 29,
    });
    expect(applyChatFormat('', 0, 0, 'code').value).toBe('`code`');
    expect(applyChatFormat('', 0, 0, 'italic').value).toBe('*italic text*');
  });

  it('toggles the /me prefix and keeps the caret on the same character', () => {
    expect(toggleAction('waves', 5, 5)).toEqual({ value: '/me waves', selectionStart: 9, selectionEnd: 9 });
    expect(toggleAction('/me waves', 9, 9)).toEqual({ value: 'waves', selectionStart: 5, selectionEnd: 5 });
    expect(isActionText('/me waves')).toBe(true);
    expect(isActionText('/meow')).toBe(false);
  });
});
