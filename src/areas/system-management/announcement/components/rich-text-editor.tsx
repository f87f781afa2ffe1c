import { type TextareaHTMLAttributes, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';

import { announcementStrings as s } from '../strings';

type Wrap = readonly [string, string];

const marks: readonly { label: string; wrap: Wrap }[] = [
  { label: s.bold, wrap: ['<strong>', '</strong>'] },
  { label: s.italic, wrap: ['<em>', '</em>'] },
  { label: s.list, wrap: ['<ul>\n<li>', '</li>\n</ul>'] },
];

interface EditorProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange'
> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Rich text as markup in a text area, with buttons for bold, italic, a list and a link, and the
 * sanitized result below: what users will see, never the raw HTML.
 */
export function RichTextEditor({ value, onChange, ...field }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = ([open, close]: Wrap) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + open.length, end + open.length);
    });
  };
  const link = () => {
    const href = window.prompt(s.linkPrompt, 'https://');
    if (href && /^https?:\/\//i.test(href))
      wrap([`<a href="${href.replace(/"/g, '%22')}">`, '</a>']);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="toolbar" aria-label={s.content} className="flex gap-1">
        {marks.map((mark) => (
          <Button key={mark.label} size="sm" onClick={() => wrap(mark.wrap)}>
            {mark.label}
          </Button>
        ))}
        <Button size="sm" onClick={link}>
          {s.link}
        </Button>
      </div>
      <textarea
        ref={area}
        rows={6}
        className="w-full rounded-md border border-border px-3 py-2 font-mono text-sm aria-invalid:border-danger focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...field}
      />
      <section
        aria-label={s.preview}
        className="rounded-md bg-surface-muted p-3 ring-1 ring-border-muted"
      >
        <p className="mb-1 text-xs text-fg-muted">{s.previewHint}</p>
        <RichText html={value} />
      </section>
    </div>
  );
}
