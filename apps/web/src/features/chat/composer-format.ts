import type { MarkupEdit } from '@/components/ui/markup-toolbar.tsx';

type ChatFormat = 'bold' | 'italic' | 'code' | 'color';

const PLACEHOLDER: Record<ChatFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  code: 'code',
  color: 'coloured text',
};

/** Wraps the selection (or a placeholder, selected) in the format's markup. */
export function applyChatFormat(value: string, start: number, end: number, format: ChatFormat, color = '#b22222'): MarkupEdit {
  const selected = value.slice(start, end) || PLACEHOLDER[format];
  const [open, close] =
    format === 'bold'
      ? ['**', '**']
      : format === 'italic'
        ? ['*', '*']
        : format === 'code'
          ? ['`', '`']
          : [`[color=${color}]`, '[/color]'];
  const selectionStart = start + open.length;
  return {
    value: value.slice(0, start) + open + selected + close + value.slice(end),
    selectionStart,
    selectionEnd: selectionStart + selected.length,
  };
}

const ACTION_PREFIX = /^\/me(?:\s+|$)/;

export function isActionText(value: string): boolean {
  return ACTION_PREFIX.test(value);
}

/** Turns the message into a `/me` action, or back into a plain message; the caret stays put. */
export function toggleAction(value: string, start: number, end: number): MarkupEdit {
  const prefix = ACTION_PREFIX.exec(value);
  if (prefix) {
    const cut = prefix[0].length;
    const value2 = value.slice(cut);
    return { value: value2, selectionStart: Math.max(0, start - cut), selectionEnd: Math.max(0, end - cut) };
  }
  return { value: `/me ${value}`, selectionStart: start + 4, selectionEnd: end + 4 };
}
