import { useEffect, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';

import { tableStrings as s } from './strings';

export interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}

const PAUSE_MS = 300;

const typingInField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Search field: `/` focuses it from anywhere, Enter or a short pause searches, Esc clears. */
export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const committed = useRef(value);

  // The URL can change the term (back button, a shared link): follow it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    committed.current = value;
  }, [value]);

  const commit = (next: string) => {
    const term = next.trim();
    if (term === committed.current) return;
    committed.current = term;
    onSearch(term);
  };

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text), PAUSE_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target)) return;
      event.preventDefault();
      ref.current?.focus();
      ref.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Input
      ref={ref}
      type="search"
      role="searchbox"
      aria-label={label}
      title={s.searchHint}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text);
        } else if (event.key === 'Escape' && text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
          commit('');
        }
      }}
      className={cn('w-64', className)}
    />
  );
}
