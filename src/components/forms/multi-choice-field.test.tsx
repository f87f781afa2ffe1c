import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FormDialog, FormDialogBody } from './form-dialog';
import { MultiChoiceField } from './multi-choice-field';
import { useContractForm } from './use-contract-form';

const body = z.object({ ports: z.array(z.string()).min(1).max(2) });

function PortsDialog({ save }: { save: (data: z.infer<typeof body>) => Promise<unknown> }) {
  const form = useContractForm({
    schema: () => Promise.resolve(body),
    defaultValues: { ports: [] as string[] },
    submit: save,
  });
  return (
    <FormDialog open onClose={() => undefined}>
      <FormDialogBody form={form} title="端口" description="选择端口" onCancel={() => undefined}>
        <MultiChoiceField
          name="ports"
          label="端口类型"
          required
          options={['CAN1', 'CAN2', 'LIN1'].map((v) => ({ value: v, label: v }))}
        />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('MultiChoiceField', () => {
  it('asks for a choice, names the contract maximum and sends the chosen list', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<PortsDialog save={save} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: '端口类型' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择端口类型')).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('请选择端口类型');
    expect(trigger).toHaveFocus();
    for (const port of ['CAN1', 'CAN2', 'LIN1']) {
      if (!screen.queryByRole('checkbox', { name: port })) await user.click(trigger);
      await user.click(await screen.findByRole('checkbox', { name: port }));
    }
    await user.keyboard('{Escape}');
    expect(await screen.findByText('端口类型最多选择 2 项')).toBeInTheDocument();
    await user.click(trigger);
    await user.click(await screen.findByRole('checkbox', { name: 'LIN1' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledWith({ ports: ['CAN1', 'CAN2'] }, { ports: ['CAN1', 'CAN2'] });
  });
});
