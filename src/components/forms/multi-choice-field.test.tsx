import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialogBody, FormDialog } from './form-dialog';
import { MultiChoiceField } from './multi-choice-field';
import { useContractForm } from './use-contract-form';

const Body = z.object({ ids: z.array(z.int()).min(1).max(2) });

function Picker({ submit }: { submit: (body: z.infer<typeof Body>) => Promise<unknown> }) {
  const form = useContractForm({
    schema: () => Promise.resolve(Body),
    defaultValues: { ids: [] as number[] },
    submit,
  });
  return (
    <FormDialog open onClose={() => undefined}>
      <FormDialogBody form={form} title="T" description="D" onCancel={() => undefined}>
        <MultiChoiceField
          name="ids"
          label="ECU"
          options={[
            { value: 1, label: 'A' },
            { value: 2, label: 'B' },
            { value: 3, label: 'C' },
          ]}
        />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('MultiChoiceField', () => {
  it('holds the chosen values as an array and shows the contract rule by the label', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<Picker submit={submit} />);
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: '保存' });
    await user.click(save);
    expect(await screen.findByText('请选择ECU')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ECU/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: /ECU/ }));
    for (const name of ['A', 'B', 'C']) await user.click(screen.getByRole('checkbox', { name }));
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(await screen.findByText('ECU最多选择 2 项')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /ECU/ }));
    await user.click(screen.getByRole('checkbox', { name: 'C' }));
    await user.keyboard('{Escape}');
    await user.click(save);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ ids: [1, 2] }, { ids: [1, 2] }));
  });
});
