import { useMemo } from 'react';

import { cn } from '@/lib/class-names';
import { sanitizeHtml } from '@/lib/sanitize-html';

export interface RichTextProps {
  /** Rich text from the server or an editor; it is sanitized here, whoever wrote it. */
  html: string;
  className?: string;
}

/** Sanitized rich text (paragraphs, emphasis, lists, links) in the console's type styles. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={cn(
        'text-sm leading-6 break-words text-fg-soft [&_a]:text-primary-text [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      // Sanitized by DOMPurify just above: the one place the console renders server HTML.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
