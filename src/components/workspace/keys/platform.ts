/** Whether the console runs on an Apple system, where ⌘ takes the place of Ctrl. */
export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);

/** How a key of a chord is written for the user (`Mod` is Ctrl, or ⌘ on Apple systems). */
export function keyName(key: string, apple = isApplePlatform()): string {
  if (key === 'Mod') return apple ? '⌘' : 'Ctrl';
  if (key === 'Alt') return apple ? '⌥' : 'Alt';
  if (key === 'Shift') return apple ? '⇧' : 'Shift';
  return key.length === 1 ? key.toUpperCase() : key;
}
