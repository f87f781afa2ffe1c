import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { AuthorityCode, type TestCheck } from '@/api/generated/model';
import { getUserInfo, setAuthorities, setUserInfo } from '@/lib/storage';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { gpsParameters, scenarioParameters } from '@/testing/story-scenario';

const DAY =
  '/data-manager/testing-check?startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59';
const VIN = 'LRWLJNK543M255454';
const CAR = `${DAY}&vin=${VIN}`;

const meta = {
  title: 'DataManager/TestingCheck',
  ...screenStory(CAR),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** A car's day: five lanes, markers, and the day's check beside the chart. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText(/^ETH1 (缺失|无缺失)/)).toBeInTheDocument();
    await expect(await screen.findByRole('region', { name: '试验检查结果' })).toBeInTheDocument();
  },
};

/** Ports that stopped while others recorded are counted per lane. */
export const Gaps: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText(/CAN2 缺失 \d+ 段，共 \d+ 分钟/)).toBeInTheDocument();
  },
};

/** A marker picked from the list: named in the status line, the files cleared. */
export const SelectedMarker: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole('region', { name: '标记记录' });
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await expect(await screen.findByText(/已选标记：/)).toBeInTheDocument();
  },
};

/** The car's GPS path beside the lanes, the car marked at the cursor's time of the link. */
export const GpsPath: Story = {
  args: { path: `${CAR}&cursor=2026-11-20%2009%3A04%3A00` },
  play: async ({ canvasElement }) => {
    const view = within(await page(canvasElement).findByRole('region', { name: 'GPS 轨迹' }));
    await expect(await view.findByRole('img', { name: 'GPS 轨迹' })).toBeInTheDocument();
    await expect(page(canvasElement).getByText(/^光标时间 2026-11-20 09:04:00$/)).toBeVisible();
  },
};

/** No fix at all in the window: the GPS view says so, the lanes are drawn as ever. */
export const GpsWithoutFixes: Story = {
  parameters: gpsParameters('none'),
  play: async ({ canvasElement }) => {
    const view = within(await page(canvasElement).findByRole('region', { name: 'GPS 轨迹' }));
    await expect(await view.findByText('所选时间段内没有轨迹')).toBeVisible();
  },
};

/** The GPS call fails: the view shows 获取数据失败 with 重试, the lanes still work. */
export const GpsFailed: Story = {
  parameters: gpsParameters('failed'),
  play: async ({ canvasElement }) => {
    const view = within(await page(canvasElement).findByRole('region', { name: 'GPS 轨迹' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('获取数据失败');
    await expect(view.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(await page(canvasElement).findByText(/^ETH1 (缺失|无缺失)/)).toBeInTheDocument();
  },
};

export const NoCar: Story = { args: { path: DAY } };

export const Loading: Story = { parameters: scenarioParameters('slow') };

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('该时间段内没有数据文件'),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alerts = await screen.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('获取数据失败');
  },
};

export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** The range rule of spec section 5 straight from the URL. */
export const EndBeforeStart: Story = {
  args: {
    path: '/data-manager/testing-check?startTime=2026-11-20%2010%3A00%3A00&endTime=2026-11-20%2009%3A00%3A00&vin=LRWLJNK543M255454',
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await page(canvasElement).findAllByText('开始时间必须小于结束时间'))[0],
    ).toBeInTheDocument();
  },
};

const runningCheck: TestCheck = {
  id: 6601,
  vin: VIN,
  plate: '沪A12345',
  carTeamName: '上海试验一队',
  checkDate: '2026-11-20',
  result: 'running',
  itemCount: 0,
  passedCount: 0,
  warningCount: 0,
  failedCount: 0,
  checkedAt: null,
  remark: '',
};

/** A check still running: the panel says so, holds 重新检查 and reads the check again until it ends. */
export const RunningCheck: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.get('*/api/testCheck/list', () =>
            HttpResponse.json({
              code: 0,
              msg: 'success',
              data: { total: 1, pageNo: 1, pageSize: 1, list: [runningCheck] },
            }),
          ),
          http.get('*/api/testCheck/detail', () =>
            HttpResponse.json({ code: 0, msg: 'success', data: { ...runningCheck, items: [] } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(await page(canvasElement).findByRole('region', { name: '试验检查结果' }));
    await expect(await panel.findByText('检查中…')).toBeVisible();
    await expect(panel.getByRole('button', { name: '重新检查' })).toBeDisabled();
  },
};

/** Signed in without data:testing-check-edit: 重新检查 and 保存备注 stay, disabled with the reason. */
export const WithoutEditCode: Story = {
  beforeEach: () => {
    const held = Object.values(AuthorityCode).filter((c) => c !== 'data:testing-check-edit');
    const user = getUserInfo();
    if (user) setUserInfo({ ...user, authorities: held });
    setAuthorities(held);
  },
  play: async ({ canvasElement }) => {
    const panel = within(await page(canvasElement).findByRole('region', { name: '试验检查结果' }));
    const rerun = await panel.findByRole('button', { name: '重新检查' });
    await expect(rerun).toHaveAttribute('aria-disabled', 'true');
    await expect(rerun).toHaveAccessibleDescription(
      '无权限：您的账号没有此操作的权限，请联系管理员分配。',
    );
    await expect(await panel.findByRole('button', { name: '保存备注' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
