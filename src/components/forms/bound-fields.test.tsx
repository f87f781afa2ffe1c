import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ControlField } from './control-field';
import { DateRangeField } from './date-range-field';
import { FileField } from './file-field';
import { FormDialog, FormDialogBody } from './form-dialog';
import { MultiChoiceField } from './multi-choice-field';
import { type FormRules, useContractForm } from './use-contract-form';

interface Values {
  file: File | null;
  tagIds: number[];
  note: string;
  start: Date | null;
  end: Date | null;
}

const schema = z.object({
  file: z.instanceof(Blob),
  tagIds: z.array(z.int().min(1)).max(2),
  note: z.string().min(1).max(5),
});

type Body = z.infer<typeof schema>;

function Dialog({
  save,
  rules,
}: {
  save: (body: Body) => Promise<unknown>;
  rules?: FormRules<Values>;
}) {
  const form = useContractForm({
    schema: () => Promise.resolve(schema),
    defaultValues: { file: null, tagIds: [], note: '', start: null, end: null } as Values,
    rules,
    submit: save,
  });
  return (
    <FormDialog open onClose={() => undefined}>
      <FormDialogBody form={form} title="新增" description="说明" onCancel={() => undefined}>
        <FileField name="file" label="文件" required />
        <MultiChoiceField
          name="tagIds"
          label="标签"
          options={[
            { value: 1, label: '甲' },
            { value: 2, label: '乙' },
            { value: 3, label: '丙' },
          ]}
        />
        <ControlField<string>
          name="note"
          label="备注"
          render={(field) => (
            <textarea
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
        <DateRangeField startName="start" endName="end" startLabel="开始" endLabel="结束" />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('bound fields', () => {
  it('ask for a file by its label and focus it, name the limit of a list and of a control', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<Dialog save={save} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: '新增' });
    await user.click(within(dialog).getByRole('button', { name: /^标签/ }));
    for (const name of ['甲', '乙', '丙'])
      await user.click(await screen.findByRole('checkbox', { name }));
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '一二三四五六');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const file = within(dialog).getByLabelText('文件');
    expect(await within(dialog).findByText('请选择文件')).toBeInTheDocument();
    expect(file).toHaveAccessibleDescription('请选择文件');
    expect(file).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: /^标签/ })).toHaveAccessibleDescription(
      '标签最多选择 2 项',
    );
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveAccessibleDescription(
      '备注不能超过 5 个字符',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the chosen file and choices, and waits for a rule that asks the server', async () => {
    const save = vi.fn((_: Body) => Promise.resolve());
    let taken = true;
    const rules: FormRules<Values> = async (v) => {
      await Promise.resolve();
      return { note: taken && v.note === '已用' && '备注已被使用' };
    };
    render(<Dialog save={save} rules={rules} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: '新增' });
    const chosen = new File(['x'], 'a.bin');
    await user.upload(within(dialog).getByLabelText('文件'), chosen);
    await user.click(within(dialog).getByRole('button', { name: /^标签/ }));
    await user.click(await screen.findByRole('checkbox', { name: '乙' }));
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '已用');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('备注已被使用')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    taken = false;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toEqual({ file: chosen, tagIds: [2], note: '已用' });
  });
});
