import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { routeTitles } from '@/strings/routes';

import { TabBar, type TabItem } from './tab-bar';
import { TabBarFrame } from './tab-bar-frame';
import { MAX_TABS } from './tabs-model';

const LANDING = '/device-management/device-list';

const twelve: TabItem[] = [
  { path: LANDING, title: routeTitles.deviceList },
  { path: '/device-management/device-configuration', title: routeTitles.deviceConfiguration },
  { path: '/monitoring/global-monitoring', title: routeTitles.globalMonitoring },
  { path: '/monitoring/single-device-monitoring/12', title: 'VD-2024-000128' },
  { path: '/data-manager/original-data', title: routeTitles.originalData },
  { path: '/data-manager/data-cut', title: routeTitles.dataCut },
  { path: '/data-compute/task', title: routeTitles.task },
  { path: '/data-compute/signal-dict', title: routeTitles.signalDict },
  { path: '/master-data-management/vehicle', title: routeTitles.vehicle },
  { path: '/master-data-management/car-team', title: routeTitles.carTeam },
  { path: '/system-management/operation-log', title: routeTitles.operationLog },
  { path: '/system-management/account-management', title: routeTitles.accountManagement },
];

const meta = {
  title: 'Workspace/TabBar',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
  args: {
    tabs: twelve,
    activePath: '/data-compute/task',
    landingPath: LANDING,
    canReopen: true,
    announcement: '',
    onSelect: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseRight: fn(),
    onReopen: fn(),
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve tabs, the most the bar keeps; the landing tab has no close mark. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(MAX_TABS);
    await expect(canvas.getByRole('tab', { name: routeTitles.task })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const landing = canvas.getByRole('tab', { name: routeTitles.deviceList });
    await expect(landing.querySelector('[data-tab-close]')).toBeNull();
  },
};

/**
 * At a 1024 px window (784 px beside the menu) the tabs overflow: the bar scrolls sideways, the
 * active tab in view, with the wheel as well. Above it, the band the shell keeps while the bar's
 * code loads: the same height, so the bar's arrival moves nothing, however many tabs it brings.
 */
export const Overflowing: Story = {
  args: { activePath: '/system-management/account-management' },
  decorators: [
    (Story) => (
      <div className="flex w-[784px] flex-col gap-2">
        <div data-testid="kept-band">
          <TabBarFrame />
        </div>
        <div data-testid="bar">
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Scrolled to the active tab in the frame after the bar mounts.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('bar')).toBe(height('kept-band'));
    list.scrollLeft = 0;
    list.dispatchEvent(new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true }));
    await expect(list.scrollLeft).toBeGreaterThan(0);
  },
};

/** The context menu of a tab, its code loaded on the first right click. */
export const Menu: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: canvas.getByRole('tab', { name: routeTitles.vehicle }),
    });
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: '重新打开关闭的页签' })).toBeVisible();
  },
};
