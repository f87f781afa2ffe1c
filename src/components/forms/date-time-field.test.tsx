import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { DateTimeField } from './date-time-field';
import { PageForm } from './page-form';
import { useContractForm } from './use-contract-form';

const body = z.object({ start: z.iso.datetime({ offset: true }) });
const iso = (text: string) => (text ? `${text}+08:00` : '');

function StartPage({ save, locked }: { save: () => Promise<unknown>; locked?: boolean }) {
  const form = useContractForm({
    schema: () => Promise.resolve(body),
    defaultValues: { start: '' },
    toBody: (v) => ({ start: iso(v.start) }),
    submit: save,
  });
  return (
    <PageForm form={form} onCancel={() => undefined} disabled={locked}>
      <DateTimeField name="start" label="开始时间" />
    </PageForm>
  );
}

describe('DateTimeField', () => {
  it('asks for a missing time, focusing its input, and sends the typed one', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<StartPage save={save} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: '开始时间' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入开始时间')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, '2026-11-20 08:00:00');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledWith(
      { start: '2026-11-20T08:00:00+08:00' },
      { start: '2026-11-20T08:00:00' },
    );
  });

  it('holds Save of a page form that is disabled', () => {
    render(<StartPage save={() => Promise.resolve()} locked />);
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });
});
