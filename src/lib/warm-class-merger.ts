import { cn } from './class-names';
import { nextTask } from './schedule';

let warming: Promise<void> | undefined;

/**
 * Loads the class-name merger (src/lib/class-merger.ts) and builds its tables, each in a task of
 * its own: done inside the first render that merges, the building alone is a long task on a slow
 * device. Resolves once both are done; a merger that fails to load leaves cn() joining only, and
 * the next call tries again.
 */
export const warmClassMerger = (): Promise<void> => {
  warming ??= import('./class-merger').then(
    async () => {
      await nextTask();
      cn('p-0', 'p-1');
      await nextTask();
    },
    () => {
      warming = undefined;
    },
  );
  return warming;
};
