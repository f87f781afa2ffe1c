interface GroupAddButtonProps {
  /** The form control name, so a capacity problem found on saving can focus this button. */
  name: string;
  label: string;
  /** Why no port can be added now (the group is full, or its bus type takes none); null: it can. */
  refusal: string | null;
  refusalId: string;
  onAdd: () => void;
}

const buttonClass =
  'rounded border border-primary px-2 py-1 text-xs text-primary-text hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus aria-disabled:cursor-not-allowed aria-disabled:border-border aria-disabled:text-fg-subtle aria-disabled:hover:bg-transparent';

/**
 * The one add control of a bus type. A full group keeps it focusable (aria-disabled, not disabled)
 * with the reason beside it and in its description, so keyboard and screen reader users learn why
 * instead of meeting a silent, skipped button; pressing it still states the refusal.
 */
export function GroupAddButton({ name, label, refusal, refusalId, onAdd }: GroupAddButtonProps) {
  return (
    <span className="flex items-center gap-2">
      {refusal ? (
        <span id={refusalId} className="text-xs text-warning-strong">
          {refusal}
        </span>
      ) : null}
      <button
        type="button"
        name={name}
        className={buttonClass}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={onAdd}
      >
        {label}
      </button>
    </span>
  );
}
