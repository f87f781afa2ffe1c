import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { MultiSelect } from './multi-select';

const fleets = [
  { value: 1, label: '一车队' },
  { value: 2, label: '二车队' },
];

function Labelled() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <span id="fleet-label">车队</span>
      <MultiSelect
        aria-labelledby="fleet-label"
        options={fleets}
        value={value}
        onChange={setValue}
        placeholder="全部车队"
      />
    </>
  );
}

describe('MultiSelect', () => {
  it('named by a label element, its name also holds what it shows, as the choice changes', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const trigger = screen.getByRole('button', { name: '车队 全部车队' });
    await user.click(trigger);
    const list = await screen.findByRole('dialog');
    await user.click(within(list).getByRole('checkbox', { name: '二车队' }));
    expect(trigger).toHaveAccessibleName('车队 二车队');
  });

  it('keeps a name given by a <label> as it is', () => {
    render(
      <>
        <label htmlFor="cars">车辆</label>
        <MultiSelect id="cars" options={fleets} value={[]} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: '车辆' })).not.toHaveAttribute('aria-labelledby');
  });
});
