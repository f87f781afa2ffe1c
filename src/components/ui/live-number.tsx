import { cn } from '@/lib/class-names';

interface LiveNumberProps {
  value: number;
  /** Room for this many digits; a longer number is cut, so pick it for the largest expected. */
  digits?: number;
  className?: string;
}

/**
 * A number that can change every frame (a live count), in a box of fixed size with strict
 * containment: when it changes the browser lays out that box alone, not the table or page around it.
 */
export function LiveNumber({ value, digits = 7, className }: LiveNumberProps) {
  return (
    <span
      className={cn(
        'inline-block h-[1lh] overflow-hidden align-bottom whitespace-nowrap tabular-nums [contain:strict]',
        className,
      )}
      style={{ width: `${digits}ch` }}
    >
      {value}
    </span>
  );
}
