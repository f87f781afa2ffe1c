import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

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

describe('DeferredMount idle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('waits for the page to be idle before mounting its children', async () => {
    const idle: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (callback: IdleRequestCallback) => idle.push(callback),
      configurable: true,
    });
    render(
      <DeferredMount idle fallback={<p>fallback</p>}>
        <p>later</p>
      </DeferredMount>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('later')).not.toBeInTheDocument();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(await screen.findByText('later')).toBeInTheDocument();
  });
});
