import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();
beforeEach(() => signIn());

describe('试验检查 port filter', { timeout: 30_000 }, () => {
  it('offers the ports of the port_type enumeration and asks for the one chosen', async () => {
    const vin = db.vehicles.all()[0]!.vin;
    const { router } = await renderApp(
      `/data-manager/testing-check?vin=${vin}&startTime=2026-11-20 01:00:00&endTime=2026-11-20 23:59:59`,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '试验检查' });
    await user.click(within(form).getByRole('combobox', { name: '端口类型' }));
    for (const port of ['CAN3', 'LIN2', 'FlexRay1', 'ETH1', 'FlexRay（全部端口）']) {
      expect(await screen.findByRole('option', { name: port })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'LIN2' }));
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ vin, portType: 'LIN2' }),
    );
  });
});
