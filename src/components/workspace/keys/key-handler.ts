import { isTypingTarget } from '../typing-target';
import type { KeyBinding, KeyCommand } from './key-bindings';

/** How long the second key of a sequence (`g` then a letter) may wait for the first. */
export const SEQUENCE_WAIT_MS = 1500;

const MODIFIERS = new Set(['Control', 'Meta', 'Alt', 'Shift', 'AltGraph', 'CapsLock']);

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * A key press as the bindings write it (`g`, `?`, `Mod+k`, `Alt+Shift+w`); null for a modifier
 * alone or Ctrl and ⌘ together. Shift counts with letters and named keys only: `?` is Shift+/ on
 * most keyboards and is written `?`.
 */
export function chordOf(event: KeyPress): string | null {
  if (MODIFIERS.has(event.key) || (event.ctrlKey && event.metaKey)) return null;
  // With Alt (Option on macOS) a letter key may type another character: read the key's place.
  const letterCode = /^Key([A-Z])$/.exec(event.code)?.[1];
  const key = event.altKey && letterCode ? letterCode.toLowerCase() : event.key.toLowerCase();
  const letter = /^[a-z]$/.test(key);
  const parts: string[] = [];
  if (event.ctrlKey || event.metaKey) parts.push('Mod');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey && (letter || event.key.length > 1)) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

export interface KeyHandlerOptions {
  /** The bindings in force (read at each press: the user's codes can change). */
  bindings: () => readonly KeyBinding[];
  run: (command: KeyCommand) => void;
}

/**
 * The console's keydown handler: runs the command of a binding once its whole sequence is pressed.
 * Nothing happens while the user types in a field, inside a dialog or menu, for a press another
 * handler took (defaultPrevented), or with modifiers the binding does not name.
 */
export function createKeyHandler({ bindings, run }: KeyHandlerOptions) {
  let pending: string[] = [];
  let pendingAt = 0;
  return (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    if (isTypingTarget(event.target)) {
      pending = [];
      return;
    }
    const chord = chordOf(event);
    if (chord === null) return;
    const now = Date.now();
    const before = pending.length > 0 && now - pendingAt <= SEQUENCE_WAIT_MS ? pending : [];
    const pressed = [...before, chord];
    const active = bindings().filter((b) => b.command !== undefined);
    const starts = (b: KeyBinding) => pressed.every((c, i) => b.sequence[i] === c);
    const whole = active.find((b) => b.sequence.length === pressed.length && starts(b));
    if (whole?.command) {
      pending = [];
      event.preventDefault();
      run(whole.command);
      return;
    }
    if (active.some((b) => b.sequence.length > pressed.length && starts(b))) {
      pending = pressed;
      pendingAt = now;
      return;
    }
    pending = [];
    // A key that ends nothing may start a sequence of its own (`g g d`).
    if (before.length > 0 && active.some((b) => b.sequence.length > 1 && b.sequence[0] === chord)) {
      pending = [chord];
      pendingAt = now;
    }
  };
}
