/** Where a key press is typing, not a command: fields, editable text and what floats over the page. */
const TYPING = 'input,textarea,select,[contenteditable]:not([contenteditable="false"])';
const OVERLAY = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

export const isTypingTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest(TYPING) !== null || target.closest(OVERLAY) !== null);
