import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Pagination } from './pagination';
import { SearchBox } from './search-box';

describe('Pagination', () => {
  it('moves between pages and clamps the jump to the last page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination pageNo={2} pageSize={20} total={95} onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 5 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 20 });
    await user.click(screen.getByRole('button', { name: '首页' }));
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 });
    await user.type(screen.getByLabelText('跳至页码'), '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 5, pageSize: 20 });
  });

  it('changing the page size goes back to the first page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination pageNo={3} pageSize={20} total={95} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20 条/页');
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 50 });
  });

  it('survives a nonsense total', () => {
    render(<Pagination pageNo={4} pageSize={10} total={Number.NaN} onChange={vi.fn()} />);
    expect(screen.getByText('第 1 / 1 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});

function Search({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <button type="button">elsewhere</button>
      <SearchBox
        label="Search"
        value={value}
        onSearch={(next) => {
          setValue(next);
          onSearch(next);
        }}
      />
      <button type="button" onClick={() => setValue('from url')}>
        url
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('focuses on "/" from outside a field, searches on Enter, clears on Escape', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await user.keyboard('/');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.keyboard('BMS{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('BMS');
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('searches after a pause without Enter, once', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'abc');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('abc'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('follows a term set from outside (the URL)', async () => {
    const user = userEvent.setup();
    render(<Search onSearch={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'url' }));
    expect(screen.getByRole('searchbox')).toHaveValue('from url');
  });
});
