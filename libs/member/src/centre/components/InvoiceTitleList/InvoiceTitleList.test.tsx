import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { editableListPage, invoiceTitlesFixture } from '../../fixtures';
import { InvoiceTitleList } from './InvoiceTitleList';

const renderList = (props: Partial<Parameters<typeof InvoiceTitleList>[0]> = {}) =>
  render(
    <MemoryRouter>
      <InvoiceTitleList titles={invoiceTitlesFixture} {...editableListPage('/member/invoice_info')} onDelete={vi.fn()} {...props} />
    </MemoryRouter>,
  );

describe('InvoiceTitleList', () => {
  it('lists titles with type, kind and tax number and links to edit', () => {
    renderList();
    expect(screen.getAllByTestId('invoice-title')).toHaveLength(2);
    expect(screen.getByText('增值税专用发票')).toBeInTheDocument();
    expect(screen.getByText('纳税人识别号：91430104MA4L0XYW8K')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑 李秀英' })).toHaveAttribute('href', '/member/invoice_info?id=62');
  });
  it('deletes only after confirming; cancel sends nothing', async () => {
    const onDelete = vi.fn();
    renderList({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: '删除 李秀英' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '删除 湖南岳麓山农产品有限公司' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledWith(61);
  });
  it('hides the add link when full', () => {
    renderList({ max: 2 });
    expect(screen.getByText('最多只能保存 2 个发票抬头')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /新增发票抬头/ })).toBeNull();
  });
});
