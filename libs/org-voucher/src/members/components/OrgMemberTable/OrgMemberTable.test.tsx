import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { membersFixture } from '../../fixtures';
import { OrgMemberTable } from './OrgMemberTable';

const base = { count: 5, page: 1, pageCount: 1, keyword: '', getHref: (p: number) => `?page=${p}` };

describe('OrgMemberTable', () => {
  it('asks before removing a member and never offers to remove an administrator', () => {
    const onKick = vi.fn();
    render(<OrgMemberTable {...base} members={membersFixture} onSearch={vi.fn()} onKick={onKick} onAdd={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '移出 向红梅' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '移出 彭家豪' }));
    expect(onKick).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onKick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '移出 彭家豪' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(onKick).toHaveBeenCalledWith(103);
  });

  it('adds a member only with a valid mobile and name', () => {
    const onAdd = vi.fn();
    render(<OrgMemberTable {...base} members={[]} onSearch={vi.fn()} onKick={vi.fn()} onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '添加成员' }));
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 李四光 ' } });
    fireEvent.click(screen.getByRole('button', { name: '添加成员' }));
    expect(onAdd).toHaveBeenCalledWith({ mobile: '13800138000', realName: '李四光' });
  });
});
