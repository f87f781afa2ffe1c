import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

const VIN = 'LVSHCAMB1CE054249';
const vinAnswer = (available: boolean) =>
  server.use(
    http.get('*/api/vehicle/checkVin', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: { available } }),
    ),
  );

async function openAdd() {
  await renderApp('/master-data-management/vehicle');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog', { name: '新增车辆' });
  return { user, dialog };
}

describe('Vehicle form', () => {
  it('shows a VIN taken while typing and does not send it', async () => {
    vinAnswer(false);
    const bodies = spyBodies('/api/vehicle/save');
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: /VIN/ }), VIN);
    expect(await within(dialog).findByText('VIN 已被其他车辆使用')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择车型')).toBeInTheDocument();
    expect(within(dialog).getByText('VIN 已被其他车辆使用')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  }, 30_000);

  it('keeps what was typed with the reason a save was refused', async () => {
    vinAnswer(true);
    server.use(
      http.post('*/api/vehicle/save', () =>
        HttpResponse.json({ code: 1, msg: '车牌号已存在', data: null }),
      ),
    );
    const bodies = spyBodies('/api/vehicle/save');
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: /VIN/ }), VIN.toLowerCase());
    expect(await within(dialog).findByText('VIN 校验通过，未被其他车辆使用')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /车牌号/ }), '沪AD12345');
    await user.click(within(dialog).getByRole('combobox', { name: /车型/ }));
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('车牌号已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /VIN/ })).toHaveValue(VIN.toLowerCase());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ vin: VIN, plate: '沪AD12345', carTeamId: null, ecuIds: [] });
  }, 30_000);
});
