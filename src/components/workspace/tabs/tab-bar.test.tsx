import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('measures in the next frame, not while it mounts, and scrolls the bar only', () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
      vi.stubGlobal('cancelAnimationFrame', () => undefined);
      // The bar 300 px wide at the page's left; the active tab from 500 to 600 px.
      const left = vi
        .spyOn(HTMLElement.prototype, 'offsetLeft', 'get')
        .mockImplementation(function (this: HTMLElement) {
          return this.dataset.tabPath === '/a' ? 500 : 0;
        });
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300);
      const scrolled = vi.spyOn(Element.prototype, 'scrollLeft', 'set');
      setup();
      // Nothing laid out during the commit: the page is laid out once, in its frame.
      expect(left).not.toHaveBeenCalled();
      expect(frames.length).toBeGreaterThan(0);
      for (const run of frames.splice(0)) run(0);
      expect(left).toHaveBeenCalled();
      expect(scrolled).toHaveBeenCalledWith(300);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('tablist'));
    });
  });
});
