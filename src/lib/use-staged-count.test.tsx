import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { useStagedCount } from './use-staged-count';

function Board({ total, commits }: { total: number; commits: number[] }) {
  const live = useStagedCount(total);
  useLayoutEffect(() => {
    commits.push(live);
  }, [live, commits]);
  return (
    <ul>
      {Array.from({ length: live }, (_, i) => (
        <li key={i}>{`part ${String(i)}`}</li>
      ))}
    </ul>
  );
}

describe('useStagedCount', () => {
  it('adds one part per commit, in order, until all are live', async () => {
    const commits: number[] = [];
    render(<Board total={3} commits={commits} />);
    expect(await screen.findByText('part 2')).toBeInTheDocument();
    expect(commits).toEqual([0, 1, 2, 3]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'part 0',
      'part 1',
      'part 2',
    ]);
  });

  it('stays at the total, and follows a smaller one at once', async () => {
    const commits: number[] = [];
    const { rerender } = render(<Board total={2} commits={commits} />);
    expect(await screen.findByText('part 1')).toBeInTheDocument();
    rerender(<Board total={1} commits={commits} />);
    expect(screen.queryByText('part 1')).not.toBeInTheDocument();
    expect(commits.at(-1)).toBe(1);
  });
});
