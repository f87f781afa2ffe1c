import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetNotifications } from '@/lib/notify';
// Components are tested as they render in the signed-in console, where cn() merges classes.
import '@/lib/class-merger';

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// Waits end as soon as what is awaited shows; the limit only bounds a real failure. A busy
// machine (CI's two cores run several suites at once) can take seconds to load a lazy chunk.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  forgetNotifications();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
