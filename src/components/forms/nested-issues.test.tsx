import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FormDialog, FormDialogBody } from './form-dialog';
import { TextField } from './form-fields';
import { useContractForm } from './use-contract-form';

const body = z.object({
  items: z.array(z.object({ name: z.string().min(1).max(4) })).min(1),
});
type Body = z.infer<typeof body>;

function LinesDialog({ save }: { save: (data: Body) => Promise<unknown> }) {
  const form = useContractForm({
    schema: () => Promise.resolve(body),
    defaultValues: { items: '' },
    toBody: (v) => ({
      items: v.items
        .split('\n')
        .filter((line) => line !== '')
        .map((name) => ({ name: name.trim() })),
    }),
    rules: (v) => ({ items: v.items.includes('#') && '# 不能作名称' }),
    submit: save,
  });
  return (
    <FormDialog open onClose={() => undefined}>
      <FormDialogBody form={form} title="名称" description="每行一个" onCancel={() => undefined}>
        <TextField name="items" label="名称列表" rows={3} />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('an issue inside a field value', () => {
  it('is shown on the field holding it, after the field rules', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<LinesDialog save={save} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: '名称列表' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入名称列表')).toBeInTheDocument();
    await user.type(field, 'abcdef');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称列表不能超过 4 个字符')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '#abcdef');
    expect(await screen.findByText('# 不能作名称')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledWith({ items: [{ name: 'ab' }] }, { items: 'ab' });
  });
});
