import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

describe('ECU form', () => {
  it('names what is missing by its label, then keeps what was typed with the refusal', async () => {
    server.use(
      http.post('*/api/ecu/save', () =>
        HttpResponse.json({ code: 1, msg: 'ECU 名称已存在', data: null }),
      ),
    );
    // Added last, the spy sees the body before the refusal answers it.
    const bodies = spyBodies('/api/ecu/save');
    await renderApp('/master-data-management/ecu');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增 ECU' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入ECU 名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择所属车型')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /ECU 名称/ })).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /ECU 名称/ }), ' BMS ');
    await user.type(within(dialog).getByRole('textbox', { name: /供应商/ }), '宁德');
    await user.type(within(dialog).getByRole('textbox', { name: /硬件版本/ }), 'H1');
    await user.type(within(dialog).getByRole('textbox', { name: /软件版本/ }), 'S1');
    await user.click(within(dialog).getByRole('combobox', { name: /所属车型/ }));
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('ECU 名称已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /ECU 名称/ })).toHaveValue(' BMS ');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: 'BMS', supplier: '宁德', remark: '' });
  }, 30_000);
});
