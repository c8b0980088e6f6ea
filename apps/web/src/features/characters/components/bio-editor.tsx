import { BIO_MAX } from '@tod/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown.tsx';
import { applyFormat, type BioFormat } from './bio-markup.ts';

const TOOLS: { format: BioFormat; label: string; hint: string }[] = [
  { format: 'bold', label: 'Bold', hint: '**text**' },
  { format: 'italic', label: 'Italic', hint: '*text*' },
  { format: 'code', label: 'Code', hint: '`text`' },
  { format: 'color', label: 'Color', hint: '[color=...]text[/color]' },
  { format: 'image', label: 'Image', hint: '![description](address)' },
];

/** Bio textarea with a formatting toolbar and a live preview rendered exactly like the profile. */
export function BioEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [color, setColor] = useState('#b22222');
  const [selection, setSelection] = useState<[number, number] | null>(null);

  useLayoutEffect(() => {
    if (!selection || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection]);

  const format = (kind: BioFormat) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyFormat(value, element.selectionStart, element.selectionEnd, kind, color);
    onChange(edit.value);
    setSelection([edit.selectionStart, edit.selectionEnd]);
  };

  return (
    <div className="bio-editor">
      <label htmlFor={`${id}-bio`} className="bio-editor__label">
        Bio
      </label>
      <fieldset className="bio-editor__toolbar">
        <legend className="visually-hidden">Formatting</legend>
        {TOOLS.map((tool) => (
          <button
            key={tool.format}
            type="button"
            className="button button--small button--ghost"
            title={tool.hint}
            aria-controls={`${id}-bio`}
            onClick={() => format(tool.format)}
          >
            {tool.label}
          </button>
        ))}
        <label className="bio-editor__color" htmlFor={`${id}-color`}>
          <span>Colour</span>
          <input id={`${id}-color`} type="color" value={color} onChange={(event) => setColor(event.currentTarget.value)} />
        </label>
      </fieldset>
      <textarea
        id={`${id}-bio`}
        ref={textarea}
        className="bio-editor__input"
        rows={10}
        maxLength={BIO_MAX}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-count`} className="field__hint">
        {value.length} / {BIO_MAX} characters. Markdown and colour tags are allowed.
      </p>
      <section className="bio-editor__preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>Preview</h3>
        <Markdown>{value}</Markdown>
      </section>
    </div>
  );
}
