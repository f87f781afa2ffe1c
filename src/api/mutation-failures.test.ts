// Every call that changes data shows its failure: a screen that uses a generated mutation hook
// either hands it to a kit that says why (the delete flow, the form kit) or handles its error
// itself (onError, isError, or failureText on a caught error). A new screen that forgets fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { operations } from './generated/operations';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The names a file imports from the generated endpoints. */
const generatedImports = (text: string): string[] =>
  [
    ...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/api\/generated\/endpoints\/[^']+'/g),
  ].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );

/** Source files of the screens and shared components, without tests and stories. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });

/** What shows a failed call: a kit that does it, or the screen's own handling. */
const SHOWS_FAILURE = /useDeleteFlow\(|useContractForm\(|onError|\.isError|failureText\(/;

describe('every mutation shows its failure', () => {
  const hooks = operations
    .filter((op) => !op.safe && op.tag !== 'session')
    .map((op) => `use${pascal(op.operationId)}`);
  const files = [...sources('src/areas'), ...sources('src/components'), ...sources('src/lib')];

  it('finds the mutation hooks in use', () => {
    const used = files.filter((file) =>
      hooks.some((hook) => readFileSync(file, 'utf8').includes(hook)),
    );
    expect(used.length).toBeGreaterThan(10);
  });

  it('uses each one only where its failure is shown', () => {
    const silent = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const imported = generatedImports(text).some((name) => hooks.includes(name));
      return imported && !SHOWS_FAILURE.test(text);
    });
    expect(silent).toEqual([]);
  });
});
