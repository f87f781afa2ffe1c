import '@testing-library/jest-dom/vitest';
// Components are tested as they render in the signed-in console, where cn() merges classes.
import '@/lib/class-merger';

import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { forgetNotifications } from '@/lib/notify';

import { preloadParts } from './preload-parts';

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// Waits end as soon as what is awaited shows; the limit only bounds a real failure. A busy
// machine (CI's two cores run several suites at once) can take seconds to load a lazy chunk.
configure({ asyncUtilTimeout: 45_000 });

beforeAll(preloadParts);

afterEach(() => {
  cleanup();
  forgetNotifications();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// Node's fetch checks a parsed multipart file against the File class it saw when it loaded (Node's
// own), but builds it from the global one, which jsdom replaces: every multipart body the mock reads
// would fail. While a body is parsed, the global File is Node's.
if (typeof window !== 'undefined' && (globalThis.File as unknown) !== NodeFile) {
  const parse = Request.prototype.formData;
  Request.prototype.formData = async function formData(this: Request) {
    const pageFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return await parse.call(this);
    } finally {
      globalThis.File = pageFile;
    }
  };
}
