import { BIO_MAX } from '@tod/contracts';
import { useId, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown.tsx';
import { BASIC_MARKUP_TOOLS, type MarkupTool, MarkupToolbar, useMarkupEditing } from '@/components/ui/markup-toolbar.tsx';
import { applyFormat, type BioFormat } from './bio-markup.ts';
import './bio-editor.css';

const TOOLS: readonly MarkupTool<BioFormat>[] = [
  ...BASIC_MARKUP_TOOLS,
  { format: 'image', label: 'Image', hint: '![description](address)' },
];

/** Bio textarea with a formatting toolbar and a live preview rendered exactly like the profile. */
export function BioEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [color, setColor] = useState('#b22222');
  const edit = useMarkupEditing(textarea, value, onChange);

  return (
    <div className="bio-editor">
      <label htmlFor={`${id}-bio`} className="bio-editor__label">
        Bio
      </label>
      <MarkupToolbar
        block="bio-editor"
        tools={TOOLS}
        controls={`${id}-bio`}
        colorId={`${id}-color`}
        colorLabel={<span>Colour</span>}
        color={color}
        onColor={setColor}
        onFormat={(format) => edit((text, start, end) => applyFormat(text, start, end, format, color))}
      />
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
        <h2 id={`${id}-preview`}>Preview</h2>
        <Markdown>{value}</Markdown>
      </section>
    </div>
  );
}
