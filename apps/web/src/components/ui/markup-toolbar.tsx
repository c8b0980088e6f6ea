import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import './markup-toolbar.css';

/** One toolbar button: the markup it applies, its label and the syntax it writes (its tooltip). */
export interface MarkupTool<F extends string> {
  format: F;
  label: string;
  hint: string;
}

/** The text after a toolbar action, with the selection the player most likely edits next. */
export interface MarkupEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The tools the chat and the bio share (docs/product-rules.md#screens). */
export const BASIC_MARKUP_TOOLS: readonly MarkupTool<'bold' | 'italic' | 'code' | 'color'>[] = [
  { format: 'bold', label: 'Bold', hint: '**text**' },
  { format: 'italic', label: 'Italic', hint: '*text*' },
  { format: 'code', label: 'Code', hint: '`text`' },
  { format: 'color', label: 'Color', hint: '[color=...]text[/color]' },
];

/**
 * Applies toolbar edits to a textarea's text and then gives the textarea its focus and the new
 * selection back, after React has rendered the new text (before that the selection would land
 * in the old text).
 */
export function useMarkupEditing(
  textarea: RefObject<HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): (make: (value: string, start: number, end: number) => MarkupEdit) => void {
  const [selection, setSelection] = useState<[number, number] | null>(null);

  useLayoutEffect(() => {
    if (!selection || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection, textarea]);

  return (make) => {
    const element = textarea.current;
    if (!element) return;
    const next = make(value, element.selectionStart, element.selectionEnd);
    onChange(next.value);
    setSelection([next.selectionStart, next.selectionEnd]);
  };
}

interface MarkupToolbarProps<F extends string> {
  /** The block class of the editor it sits in: the toolbar is `<block>__toolbar`, its colour `<block>__color`. */
  block: string;
  tools: readonly MarkupTool<F>[];
  /** The id of the textarea the buttons edit. */
  controls: string;
  colorId: string;
  colorLabel: ReactNode;
  color: string;
  onColor: (color: string) => void;
  onFormat: (format: F) => void;
  /** Editor-specific buttons after the colour (the chat's /me). */
  children?: ReactNode;
}

/** The formatting toolbar of a markup textarea (chat message, bio). */
export function MarkupToolbar<F extends string>(props: MarkupToolbarProps<F>) {
  return (
    <fieldset className={`markup-toolbar ${props.block}__toolbar`}>
      <legend className="visually-hidden">Formatting</legend>
      {props.tools.map((tool) => (
        <button
          key={tool.format}
          type="button"
          className="button button--small button--ghost"
          title={tool.hint}
          aria-controls={props.controls}
          onClick={() => props.onFormat(tool.format)}
        >
          {tool.label}
        </button>
      ))}
      <label className={`${props.block}__color`} htmlFor={props.colorId}>
        {props.colorLabel}
        <input
          id={props.colorId}
          type="color"
          value={props.color}
          onChange={(event) => props.onColor(event.currentTarget.value)}
        />
      </label>
      {props.children}
    </fieldset>
  );
}
