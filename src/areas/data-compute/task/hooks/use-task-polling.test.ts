import { describe, expect, it } from 'vitest';

import { TASK_POLL_MS, taskPollInterval } from './use-task-polling';

const tasks = (...statuses: (0 | 1 | 2 | 3 | 4)[]) => statuses.map((status) => ({ status }));

describe('taskPollInterval', () => {
  it('refreshes every few seconds while any listed task is running', () => {
    expect(taskPollInterval(tasks(0, 1, 2), 'visible')).toBe(TASK_POLL_MS);
    expect(TASK_POLL_MS).toBe(3000);
  });

  it('does not refresh when no listed task is running', () => {
    expect(taskPollInterval(tasks(0, 2, 3, 4), 'visible')).toBe(false);
    expect(taskPollInterval([], 'visible')).toBe(false);
    expect(taskPollInterval(undefined, 'visible')).toBe(false);
  });

  it('pauses while the tab is hidden, even with running tasks', () => {
    expect(taskPollInterval(tasks(1, 1), 'hidden')).toBe(false);
  });
});
