import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FormDialog, FormDialogBody } from './form-dialog';
import { ChoiceField, TextField } from './form-fields';
import { useContractForm } from './use-contract-form';

const body = z.object({ bus: z.string().min(1), port: z.string() });
type Values = z.infer<typeof body>;

const buses = [
  { value: 'can', label: 'CAN' },
  { value: 'lin', label: 'LIN' },
];

function BusFields({ onPick }: { onPick: (value: string) => void }) {
  const { setValue } = useFormContext<Values>();
  return (
    <>
      <ChoiceField
        name="bus"
        label="总线"
        required
        options={buses}
        onValueChange={(value) => {
          onPick(value);
          setValue('port', '');
        }}
      />
      <TextField name="port" label="端口" />
    </>
  );
}

function BusDialog({
  save,
  onPick,
}: {
  save: (data: Values) => Promise<unknown>;
  onPick: (value: string) => void;
}) {
  const form = useContractForm({
    schema: () => Promise.resolve(body),
    defaultValues: { bus: 'can', port: 'CAN1' },
    submit: save,
  });
  return (
    <FormDialog open onClose={() => undefined}>
      <FormDialogBody form={form} title="总线" description="选择总线" onCancel={() => undefined}>
        <BusFields onPick={onPick} />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('ChoiceField', () => {
  it('tells what follows from another choice, and not from the same one again', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onPick = vi.fn();
    render(<BusDialog save={save} onPick={onPick} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: '总线' });
    const trigger = within(dialog).getByRole('combobox', { name: '总线' });
    expect(trigger).toHaveTextContent('CAN');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'CAN' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: '端口' })).toHaveValue('CAN1');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'LIN' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('lin');
    expect(trigger).toHaveTextContent('LIN');
    expect(within(dialog).getByRole('textbox', { name: '端口' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]).toEqual([{ bus: 'lin', port: '' }, expect.anything()]);
  });
});
