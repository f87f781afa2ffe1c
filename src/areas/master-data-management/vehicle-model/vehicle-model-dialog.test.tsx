import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

describe('Vehicle model form', () => {
  it('asks for the choices, then keeps what was typed with the refusal', async () => {
    server.use(
      http.post('*/api/vehicleModel/save', () =>
        HttpResponse.json({ code: 1, msg: '车型名称已存在', data: null }),
      ),
    );
    const bodies = spyBodies('/api/vehicleModel/save');
    await renderApp('/master-data-management/vehicle-model');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增车型' });
    await user.type(within(dialog).getByRole('textbox', { name: /车型名称/ }), '星河 S7');
    await user.type(within(dialog).getByRole('textbox', { name: /品牌/ }), '星河');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择车型类别')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择动力形式')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    for (const name of [/车型类别/, /动力形式/]) {
      await user.click(within(dialog).getByRole('combobox', { name }));
      await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('车型名称已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /车型名称/ })).toHaveValue('星河 S7');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: '星河 S7', brand: '星河', valid_flag: 1 });
  }, 30_000);
});
