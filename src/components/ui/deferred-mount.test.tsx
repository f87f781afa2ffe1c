import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from './deferred-mount';

describe('DeferredMount', () => {
  it('shows the fallback first and the children one pass later', async () => {
    const passes: string[] = [];
    function Probe({ name }: { name: string }) {
      useEffect(() => {
        passes.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    await act(async () => {
      render(
        <DeferredMount fallback={<Probe name="fallback" />}>
          <Probe name="screen" />
        </DeferredMount>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(passes).toEqual(['fallback', 'screen']);
  });
});
