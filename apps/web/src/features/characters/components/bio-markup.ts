import type { MarkupEdit } from '@/components/ui/markup-toolbar.tsx';

export type BioFormat = 'bold' | 'italic' | 'code' | 'color' | 'image';

const PLACEHOLDER: Record<BioFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  code: 'code',
  color: 'coloured text',
  image: 'image description',
};

/**
 * Applies a toolbar format to the text. The result selects what the player most likely types
 * next: the wrapped text, or for an image its address.
 */
export function applyFormat(value: string, start: number, end: number, format: BioFormat, color = '#b22222'): MarkupEdit {
  const selected = value.slice(start, end) || PLACEHOLDER[format];
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (format === 'image') {
    const address = 'https://';
    const inserted = `![${selected}](${address})`;
    const addressStart = before.length + inserted.length - address.length - 1;
    return { value: before + inserted + after, selectionStart: addressStart, selectionEnd: addressStart + address.length };
  }
  const [open, close] =
    format === 'bold'
      ? ['**', '**']
      : format === 'italic'
        ? ['*', '*']
        : format === 'code'
          ? ['`', '`']
          : [`[color=${color}]`, '[/color]'];
  const selectionStart = before.length + open.length;
  return {
    value: before + open + selected + close + after,
    selectionStart,
    selectionEnd: selectionStart + selected.length,
  };
}
