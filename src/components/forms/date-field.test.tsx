import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { DateField } from './date-field';
import { PageForm } from './page-form';
import { useContractForm } from './use-contract-form';

const body = z.object({ day: z.string().min(10).max(10) });

function DayPage({ save }: { save: () => Promise<unknown> }) {
  const form = useContractForm({
    schema: () => Promise.resolve(body),
    defaultValues: { day: '' },
    submit: save,
  });
  return (
    <PageForm form={form} onCancel={() => undefined}>
      <DateField name="day" label="开始日期" />
    </PageForm>
  );
}

describe('DateField', () => {
  it('asks for a missing day, focusing its input, and sends the typed one', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<DayPage save={save} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: '开始日期' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择开始日期')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, '2026-11-20');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledWith({ day: '2026-11-20' }, { day: '2026-11-20' });
  });
});
