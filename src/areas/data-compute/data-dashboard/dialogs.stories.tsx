import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { DatasetStrategy } from '@/api/generated/model';
import { scenarioParameters } from '@/testing/story-scenario';

import { AttachDashboardDialog } from './attach-dashboard-dialog';
import { DashboardReadyDialog } from './dashboard-ready-dialog';
import { StrategyFormDialog } from './strategy-form-dialog';

const strategy: DatasetStrategy = {
  id: 301,
  strategy_name: 'im_l7_speed',
  strategy_name_chn: '智己 L7 车速分析',
  strategy_type: 'calc',
  dbc_cfg: 'IM_L7_PT_CAN_V2.3.dbc',
  sigList: [
    { signalId: 2048, name: 'VehSpd', nameChn: '车速', unit: 'km/h', formula: null },
    { name: 'VehSpdAvg', nameChn: '平均车速', unit: 'km/h', formula: 'avg(VehSpd)' },
  ],
  grafanaUrls: ['https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1'],
  createdBy: '张伟',
  createdAt: '2026-11-02T09:15:00+08:00',
};

const hostile = ' <img src=x onerror=alert(1)><script>alert(1)</script>';

const meta = {
  title: 'DataCompute/DataDashboard/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

export const AttachDashboard: Story = {
  render: () => <AttachDashboardDialog strategy={strategy} onClose={() => undefined} />,
};

/** A javascript: address is refused beside the field, nothing is sent. */
export const AttachDashboardInvalid: Story = {
  render: () => <AttachDashboardDialog strategy={strategy} onClose={() => undefined} />,
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('仪表盘地址'), 'javascript:alert(1)');
    await userEvent.click(box.getByRole('button', { name: '关联仪表盘' }));
    await expect(await box.findByText('只能填写 http 或 https 地址')).toBeVisible();
  },
};

export const AttachDashboardSaving: Story = {
  ...AttachDashboard,
  parameters: scenarioParameters('slow'),
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('仪表盘地址'), 'https://grafana.vdaq.cn/d/new');
    await userEvent.click(box.getByRole('button', { name: '关联仪表盘' }));
    await waitFor(() =>
      expect(box.getByRole('button', { name: '关联仪表盘' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const AttachDashboardHostile: Story = {
  render: () => (
    <AttachDashboardDialog
      strategy={{
        ...strategy,
        strategy_name_chn: `${strategy.strategy_name_chn}${hostile}`,
        grafanaUrls: [`javascript:alert(1)${hostile}`],
      }}
      onClose={() => undefined}
    />
  ),
  play: async () => {
    const box = await dialog();
    await expect(box.querySelector('img')).toBeNull();
    await expect(within(box).getByText(/javascript:alert/)).toBeVisible();
  },
};

export const NewStrategy: Story = {
  render: () => <StrategyFormDialog target={{ mode: 'add' }} onClose={() => undefined} />,
};

export const NewStrategyInvalid: Story = {
  ...NewStrategy,
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('英文名'), '9bad');
    await userEvent.type(box.getByLabelText('仪表盘地址'), 'javascript:alert(1)');
    await userEvent.click(box.getByRole('button', { name: '保存' }));
    await expect(await box.findByText('英文名须以字母开头，只含字母、数字与下划线')).toBeVisible();
    await expect(box.getByText('请输入信号列表')).toBeVisible();
    await expect(box.getByText('第 1 行不是 http 或 https 地址')).toBeVisible();
  },
};

export const EditStrategy: Story = {
  render: () => (
    <StrategyFormDialog target={{ mode: 'edit', strategy }} onClose={() => undefined} />
  ),
};

/** The server refuses the save (here: every call fails); the form stays open with its values. */
export const EditStrategyServerError: Story = {
  ...EditStrategy,
  parameters: scenarioParameters('server-error'),
  play: async () => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: '保存' }));
    await expect(await box.findByDisplayValue('智己 L7 车速分析')).toBeVisible();
  },
};

export const DashboardReady: Story = {
  render: () => (
    <DashboardReadyDialog
      url="https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1"
      onClose={() => undefined}
    />
  ),
  play: async () => {
    const link = within(await dialog()).getByRole('link', { name: '在新标签页打开仪表盘' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
