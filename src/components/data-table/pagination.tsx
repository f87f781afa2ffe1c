import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatNumber } from '@/lib/format';

import { tableStrings as s } from './strings';

export interface PaginationProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (next: { pageNo: number; pageSize: number }) => void;
  pageSizes?: readonly number[];
}

const DEFAULT_SIZES = [10, 20, 50, 100] as const;

/** A total as a row count: 0 for anything that is not a positive number. */
const rowCount = (total: number): number =>
  Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;

/** The last page of `total` rows (page 1 when there are none). */
export const lastPage = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(rowCount(total) / pageSize));

/** Total, first/previous/next/last, a page number to jump to and the page size. */
export function Pagination({
  pageNo,
  pageSize,
  total,
  onChange,
  pageSizes = DEFAULT_SIZES,
}: PaginationProps) {
  const safeTotal = rowCount(total);
  const pages = lastPage(total, pageSize);
  const current = Math.min(Math.max(1, pageNo), pages);
  const [jump, setJump] = useState('');
  const jumpId = useId();
  const go = (page: number) => onChange({ pageNo: Math.min(Math.max(1, page), pages), pageSize });
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b);

  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(jump);
    if (Number.isInteger(page) && page >= 1) go(page);
    setJump('');
  };

  return (
    <nav
      aria-label={s.pagination}
      className="flex flex-wrap items-center justify-end gap-2 text-sm text-fg-muted"
    >
      <span>{s.total(formatNumber(safeTotal, 0))}</span>
      <Button size="sm" variant="ghost" disabled={current <= 1} onClick={() => go(1)}>
        {s.firstPage}
      </Button>
      <Button size="sm" variant="ghost" disabled={current <= 1} onClick={() => go(current - 1)}>
        {s.previousPage}
      </Button>
      <span aria-current="page">{s.page(formatNumber(current, 0), formatNumber(pages, 0))}</span>
      <Button size="sm" variant="ghost" disabled={current >= pages} onClick={() => go(current + 1)}>
        {s.nextPage}
      </Button>
      <Button size="sm" variant="ghost" disabled={current >= pages} onClick={() => go(pages)}>
        {s.lastPage}
      </Button>
      <form onSubmit={submitJump} className="flex items-center gap-1">
        <label className="sr-only" htmlFor={jumpId}>
          {s.goToPage}
        </label>
        <Input
          id={jumpId}
          inputMode="numeric"
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, '').slice(0, 9))}
          placeholder={s.goToPage}
          className="h-control-sm w-20 px-2"
        />
      </form>
      <Select
        value={String(pageSize)}
        onValueChange={(value) => onChange({ pageNo: 1, pageSize: Number(value) })}
      >
        <SelectTrigger aria-label={s.pageSize} className="h-control-sm w-auto">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {sizes.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {s.perPage(size)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </nav>
  );
}
