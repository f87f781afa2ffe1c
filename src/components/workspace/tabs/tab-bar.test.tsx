import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeIntersectionObserver } from '@/testing/fake-intersection-observer';

import { TabBar, type TabBarProps } from './tab-bar';

const tabs = [
  { path: '/home', title: '设备列表' },
  { path: '/a', title: '操作日志' },
  { path: '/b', title: '计算任务' },
];

const setup = (props: Partial<TabBarProps> = {}) => {
  const handlers = {
    onSelect: vi.fn(),
    onClose: vi.fn(),
    onCloseOthers: vi.fn(),
    onCloseRight: vi.fn(),
    onReopen: vi.fn(),
  };
  render(
    <TabBar
      tabs={tabs}
      activePath="/a"
      landingPath="/home"
      canReopen={false}
      announcement=""
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('TabBar', () => {
  it('is a tab list with one tab stop on the active tab, moved by arrows, Home and End', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    const [home, a, b] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: '已打开的页面' })).toBeInTheDocument();
    expect(a).toHaveAttribute('aria-selected', 'true');
    expect(a).toHaveAttribute('tabindex', '0');
    expect(home).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(b).toHaveFocus();
    expect(b).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}');
    expect(home).toHaveFocus();
    await user.keyboard('{End}');
    expect(b).toHaveFocus();
    await user.keyboard('{Home}');
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(b).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handlers.onSelect).toHaveBeenCalledWith('/b');
    await user.keyboard('{Delete}');
    expect(handlers.onClose).toHaveBeenCalledWith('/b');
  });

  it('closes with the close mark and a middle click, never the landing tab', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    const [home, a, b] = screen.getAllByRole('tab');
    expect(home?.querySelector('[data-tab-close]')).toBeNull();
    const mark = a?.querySelector('[data-tab-close]');
    if (!(mark instanceof HTMLElement)) throw new Error('no close mark');
    await user.click(mark);
    expect(handlers.onClose).toHaveBeenCalledWith('/a');
    expect(handlers.onSelect).not.toHaveBeenCalled();
    if (!home || !b) throw new Error('no tabs');
    fireEvent(b, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(handlers.onClose).toHaveBeenLastCalledWith('/b');
    fireEvent(home, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    home.focus();
    await user.keyboard('{Delete}');
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
  });

  it('says politely which tab closed to make room', () => {
    setup({ announcement: '已关闭页签：设备配置' });
    expect(screen.getByText('已关闭页签：设备配置').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
  describe('keeping the active tab in view', () => {
    /** The browser places the active tab at `rect`, in a bar 300 px wide at the page's left. */
    const placeActiveTab = (rect: DOMRectInit) =>
      FakeIntersectionObserver.latest?.report(screen.getByRole('tab', { name: /操作日志/ }), {
        boundingClientRect: DOMRectReadOnly.fromRect(rect),
        rootBounds: DOMRectReadOnly.fromRect({ x: 0, y: 0, width: 300, height: 32 }),
      });
    const scrollBy = vi.fn();

    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      Object.defineProperty(Element.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      scrollBy.mockReset();
      Reflect.deleteProperty(Element.prototype, 'scrollBy');
    });

    it('reads no layout from script, and scrolls the bar only', () => {
      const read = [
        vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get'),
        vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
        vi.spyOn(Element.prototype, 'clientWidth', 'get'),
        vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      ];
      setup();
      const bar = screen.getByRole('tablist');
      expect(FakeIntersectionObserver.latest?.root).toBe(bar);
      expect([...(FakeIntersectionObserver.latest?.targets ?? [])]).toEqual([
        screen.getByRole('tab', { name: /操作日志/ }),
      ]);
      // The browser places the active tab from 500 to 600 px: the bar scrolls it into view.
      placeActiveTab({ x: 500, y: 0, width: 100, height: 32 });
      expect(scrollBy).toHaveBeenCalledWith({ left: 300 });
      expect(scrollBy.mock.contexts[0]).toBe(bar);
      for (const spy of read) expect(spy).not.toHaveBeenCalled();
    });

    it('scrolls back to a tab left of the view, and leaves one in view alone', () => {
      setup();
      placeActiveTab({ x: -40, y: 0, width: 100, height: 32 });
      expect(scrollBy).toHaveBeenCalledWith({ left: -40 });
      scrollBy.mockClear();
      cleanup();
      setup();
      placeActiveTab({ x: 100, y: 0, width: 100, height: 32 });
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });
});
