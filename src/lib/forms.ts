/**
 * Focuses the first field, in form order, that has an error, so a keyboard or screen-reader user
 * lands on what needs fixing. Returns true when there was one.
 */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement | null,
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  const control = form?.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}
