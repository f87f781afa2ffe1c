import { type ComponentProps, useRef, useState } from 'react';

import { cn } from '@/lib/class-names';

import { uiStrings as s } from './strings';

export interface FileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'children'
> {
  /** The chosen file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  /** Shown after the chosen file's name, e.g. its size. */
  detail?: string | undefined;
}

/**
 * A file field that speaks Chinese in every browser: the native control's button and its
 * 'No file chosen' follow the browser's language, so it stays in the page, focusable and labelled
 * as before, but out of sight, and a button and the chosen file's name in the console's words
 * stand in for it.
 */
export function FileInput({ onFile, detail, className, disabled, ...props }: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      <input
        ref={input}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setName(file?.name ?? null);
          onFile(file);
        }}
        {...props}
      />
      {/* The native input takes focus and keys; this only mirrors it for the eye and the mouse. */}
      <span
        aria-hidden
        className={cn(
          'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-border bg-surface px-3 text-fg-soft hover:bg-surface-muted',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-aria-invalid:border-danger',
          disabled && 'cursor-not-allowed opacity-60',
        )}
        onClick={() => input.current?.click()}
      >
        {s.browseFile}
      </span>
      <span aria-hidden className="truncate text-fg-muted">
        {name === null ? s.noFileChosen : detail ? `${name} · ${detail}` : name}
      </span>
    </div>
  );
}
