import type { Select as SelectPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/lib/class-names';

import { dormantTrigger, lazyPart, loadedPart, useLazyPart } from './lazy-part';

/** The list box's own code (select-parts.tsx): it loads when a select is first pointed at or used. */
export const selectParts = lazyPart(() => import('./select-parts'));

export const triggerClassName = [
  'flex h-control w-full items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 text-sm text-fg',
  'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/30 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger data-[placeholder]:text-fg-subtle',
].join(' ');

export function Chevron({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-4', className)} aria-hidden="true">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A select before its code has loaded: it shows its value and opens once the code is there. */
interface Dormant {
  value: string | undefined;
  disabled: boolean;
  open: () => void;
  valueNode: HTMLElement | null;
}
const DormantSelect = createContext<Dormant | null>(null);
/** Where the chosen item writes its text: the trigger's value element. */
const ValueTarget = createContext<(node: HTMLElement | null) => void>(() => undefined);

const loaded = () => loadedPart(selectParts, 'a select part');

export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>;

/**
 * A single choice in a list box. Its trigger shows at once with the chosen option's text; the
 * list box's code loads on the first pointer over, focus or use, and a use before it has arrived
 * opens the list box when it does (a failed load says so and leaves it shut).
 */
export function Select({ children, ...props }: SelectProps) {
  const [wanted, setWanted] = useState(false);
  // Loaded elsewhere meanwhile, a control shown before stays as it is until used, so a pointer
  // already on its way does not meet a new element.
  const [loadedFirst] = useState(() => selectParts.current() !== undefined);
  const [valueNode, setValueNode] = useState<HTMLElement | null>(null);
  const parts = useLazyPart(selectParts, wanted, () => setWanted(false));
  if (parts && (loadedFirst || wanted)) {
    return (
      <parts.SelectRoot defaultOpen={wanted || undefined} {...props}>
        {children}
      </parts.SelectRoot>
    );
  }
  const dormant: Dormant = {
    value: props.value ?? props.defaultValue,
    disabled: props.disabled === true,
    open: () => setWanted(true),
    valueNode,
  };
  return (
    <DormantSelect.Provider value={dormant}>
      <ValueTarget.Provider value={setValueNode}>{children}</ValueTarget.Provider>
    </DormantSelect.Provider>
  );
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

export function SelectTrigger({
  className,
  children,
  onClick,
  onKeyDown,
  onPointerDown,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const dormant = useContext(DormantSelect);
  const own = { onClick, onKeyDown, onPointerDown, onPointerEnter, onFocus };
  if (!dormant) {
    const { SelectTrigger: Trigger } = loaded();
    return (
      <Trigger className={className} {...own} {...props}>
        {children}
      </Trigger>
    );
  }
  const empty = dormant.value === undefined || dormant.value === '';
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      disabled={dormant.disabled}
      data-state="closed"
      data-placeholder={empty ? '' : undefined}
      className={cn(triggerClassName, className)}
      {...props}
      {...dormantTrigger(selectParts, dormant.open, own, { keys: OPENING_KEYS, onPress: true })}
    >
      <span className="truncate">{children}</span>
      <Chevron className="shrink-0 text-fg-subtle" />
    </button>
  );
}

export function SelectValue({
  placeholder,
  ...props
}: ComponentProps<typeof SelectPrimitive.Value>) {
  const dormant = useContext(DormantSelect);
  const target = useContext(ValueTarget);
  if (!dormant) {
    const { SelectValue: Value } = loaded();
    return <Value placeholder={placeholder} {...props} />;
  }
  const empty = dormant.value === undefined || dormant.value === '';
  // The chosen item writes its own text here (see SelectItem), as the loaded list box does.
  return (
    <span ref={target} style={{ pointerEvents: 'none' }}>
      {empty ? placeholder : null}
    </span>
  );
}

export function SelectContent(props: ComponentProps<typeof SelectPrimitive.Content>) {
  const dormant = useContext(DormantSelect);
  if (!dormant) {
    const { SelectContent: Content } = loaded();
    return <Content {...props} />;
  }
  // Closed: only the chosen item shows, as the trigger's text.
  return <>{props.children}</>;
}

export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  const dormant = useContext(DormantSelect);
  if (!dormant) {
    const { SelectGroup: Group } = loaded();
    return <Group {...props} />;
  }
  return <>{props.children}</>;
}

export function SelectItem(props: ComponentProps<typeof SelectPrimitive.Item>) {
  const dormant = useContext(DormantSelect);
  if (!dormant) {
    const { SelectItem: Item } = loaded();
    return <Item {...props} />;
  }
  if (props.value !== dormant.value || !dormant.valueNode) return null;
  return createPortal(props.children, dormant.valueNode);
}
