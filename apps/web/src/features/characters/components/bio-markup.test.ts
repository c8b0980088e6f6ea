import { describe, expect, it } from 'vitest';
import { applyFormat } from './bio-markup.ts';

describe('applyFormat', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(applyFormat('I seek glory', 7, 12, 'bold')).toEqual({
      value: 'I seek **glory**',
      selectionStart: 9,
      selectionEnd: 14,
    });
    expect(applyFormat('a b', 2, 3, 'italic').value).toBe('a *b*');
    expect(applyFormat('a b', 2, 3, 'code').value).toBe('a `b`');
  });

  it('wraps a colour tag with the chosen colour', () => {
    expect(applyFormat('red', 0, 3, 'color', '#ff0000').value).toBe('[color=#ff0000]red[/color]');
  });

  it('inserts a placeholder when nothing is selected', () => {
    const edit = applyFormat('Hi ', 3, 3, 'color', '#123456');
    expect(edit.value).toBe('Hi [color=#123456]coloured text[/color]');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('coloured text');
  });

  it('inserts an image and selects its address', () => {
    const edit = applyFormat('', 0, 0, 'image');
    expect(edit.value).toBe('![image description](https://)');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });
});
