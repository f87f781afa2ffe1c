import { useEffect, useRef } from 'react';

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox (keyboard and screen readers for free) with the mixed state for "some". */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 rounded border-border accent-primary"
    />
  );
}
