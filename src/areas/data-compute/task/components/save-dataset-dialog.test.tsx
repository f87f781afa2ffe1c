import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/api/query-client';
import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';

import { SaveDatasetDialog } from './save-dataset-dialog';

setupMockServer();

const open = () => {
  setToken('test-token');
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/dataset/save', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveDatasetDialog strategy={{ id: 301, name: '智己 L7 车速分析' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { bodies, onClose, user: userEvent.setup() };
};

describe('SaveDatasetDialog', () => {
  it('wants a name, shown beside the field, and sends nothing without one', async () => {
    const { bodies, user } = open();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const name = screen.getByLabelText('数据集名称');
    expect(name).toHaveAccessibleDescription('请输入数据集名称');
    expect(name).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('saves a dataset of the strategy with Enter and closes', async () => {
    const { bodies, onClose, user } = open();
    await user.type(screen.getByLabelText('数据集说明'), '高速工况');
    await user.type(screen.getByLabelText('数据集名称'), ' 十一月高速数据集 {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { strategyId: 301, name: '十一月高速数据集', description: '高速工况' },
    ]);
  });

  it('keeps what was typed and says why when the save is refused', async () => {
    const { onClose, user } = open();
    server.use(
      http.post('*/api/dataset/save', () =>
        HttpResponse.json({ code: 1, msg: '数据集名称已存在', data: null }),
      ),
    );
    await user.type(screen.getByLabelText('数据集名称'), '十一月高速数据集');
    await user.type(screen.getByLabelText('数据集说明'), '高速工况');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('数据集名称已存在')).toBeInTheDocument();
    expect(screen.getByLabelText('数据集名称')).toHaveValue('十一月高速数据集');
    expect(screen.getByLabelText('数据集说明')).toHaveValue('高速工况');
    expect(onClose).not.toHaveBeenCalled();
  });
});
