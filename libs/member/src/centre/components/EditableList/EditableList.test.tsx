import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { EditableList, type EditableListProps } from './EditableList';

interface Row {
  id: number;
  isDefault: boolean;
  name: string;
}

const rows: Row[] = [
  { id: 1, isDefault: true, name: '李秀英' },
  { id: 2, isDefault: false, name: '王建国' },
];

function setup(props: Partial<EditableListProps<Row>> = {}) {
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <EditableList<Row>
        items={rows}
        max={20}
        addHref="/add"
        editHref={(id) => `/edit?id=${id}`}
        onDelete={onDelete}
        words="member.address"
        label="收货地址列表"
        deleteText={(row) => `删除 ${row.name}？`}
        rowName={(row) => row.name}
        renderRow={(row) => <strong>{row.name}</strong>}
        rowTestId="row"
        {...props}
      />
    </MemoryRouter>,
  );
  return { onDelete, items: () => screen.getAllByTestId('row') };
}

describe('EditableList', () => {
  it('offers 设为默认 on the other rows only when the list has a default action', () => {
    const { items } = setup({ onSetDefault: vi.fn() });
    expect(within(items()[0]!).queryByRole('button', { name: /设为默认/ })).toBeNull();
    expect(within(items()[1]!).getByRole('button', { name: '设为默认 王建国' })).toBeInTheDocument();
  });
  it('has no 设为默认 without onSetDefault', () => {
    setup();
    expect(screen.queryByRole('button', { name: /设为默认/ })).toBeNull();
  });
  it('spins the busy row’s 设为默认, or its 删除 in a list without one', () => {
    const first = setup({ onSetDefault: vi.fn(), busyId: 2 });
    const row = first.items()[1]!;
    expect(within(row).getByRole('button', { name: '设为默认 王建国' })).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('button', { name: '删除 王建国' })).not.toHaveAttribute('aria-busy');
    cleanup();
    const second = setup({ busyId: 2 });
    expect(within(second.items()[1]!).getByRole('button', { name: '删除 王建国' })).toHaveAttribute('aria-busy', 'true');
  });
  it('marks the default row for its frame unless told not to', () => {
    const first = setup();
    expect(first.items()[0]).toHaveAttribute('data-default', 'true');
    expect(first.items()[1]).toHaveAttribute('data-default', 'false');
    cleanup();
    const second = setup({ markDefault: false });
    expect(second.items()[0]).not.toHaveAttribute('data-default');
  });
  it('asks with the row’s own question before deleting it', async () => {
    const { onDelete, items } = setup();
    await userEvent.click(within(items()[1]!).getByRole('button', { name: '删除 王建国' }));
    expect(within(screen.getByRole('dialog')).getByText('删除 王建国？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledWith(2);
  });
  it('shows a skeleton while loading, then the note beside the add link', () => {
    setup({ loading: true, note: <span>已保存 2 个</span> });
    expect(screen.queryAllByTestId('row')).toHaveLength(0);
    expect(screen.getByText('已保存 2 个')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 新增收货地址' })).toHaveAttribute('href', '/add');
  });
});
