/** Where focus may go without leaving the page behind: dialogs, menus and pickers over it. */
const OVER_THE_PAGE = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

/** What can take focus: a control pressed with the pointer counts even where it does not take it
 * (a menu's trigger keeps focus from itself so its menu can have it). */
const CONTROL = 'button,a[href],input,select,textarea,[role="button"],[tabindex]';

let lastOnPage: HTMLElement | null = null;

const remember = (element: Element | null) => {
  if (element instanceof HTMLElement && !element.closest(OVER_THE_PAGE)) lastOnPage = element;
};

// Installed once, when the signed-in shell loads (before anything can open a dialog, whose code
// may load only then).
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => remember(event.target as Element), true);
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element) remember(event.target.closest(CONTROL));
    },
    true,
  );
}

/**
 * A dialog's `onCloseAutoFocus`: focus goes back to the control on the page that had it last (the
 * button that opened the dialog, or the trigger of the menu it was opened from), so a keyboard
 * user carries on where they were. Radix returns focus only to a dialog's own trigger, and most
 * dialogs here open from a button or a row menu without one; left alone, focus falls to the body.
 */
export function returnFocus(event: Event): void {
  const target = lastOnPage;
  if (!target?.isConnected) return;
  event.preventDefault();
  target.focus();
}
