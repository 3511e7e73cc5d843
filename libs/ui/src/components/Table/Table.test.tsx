import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Order {
  sn: string;
  goods: string;
  amount: number;
}
const columns: TableColumn<Order>[] = [
  { key: 'sn', title: '订单号', width: '30%' },
  { key: 'goods', title: '商品' },
  { key: 'amount', title: '金额', align: 'right', render: (row) => `¥${row.amount.toFixed(2)}` },
];
const rows: Order[] = [
  { sn: '202405180001', goods: '赣南脐橙 5kg', amount: 59.9 },
  { sn: '202405180002', goods: '湘西黄金茶', amount: 128 },
];

it('renders a captioned table with column headers and rendered cells', () => {
  render(<Table caption="订单列表" columns={columns} rows={rows} rowKey="sn" />);
  const table = screen.getByRole('table', { name: '订单列表' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['订单号', '商品', '金额']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((td) => td.textContent)).toContain('¥128.00');
  expect(cells[0]).toHaveTextContent('202405180001');
});

it('shows Empty when there are no rows', () => {
  render(<Table caption="订单列表" columns={columns} rows={[]} />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  expect(screen.getByRole('cell')).toHaveAttribute('colspan', '3');
});

it('shows skeleton rows and a loading status while loading', () => {
  render(<Table caption="订单列表" columns={columns} rows={rows} loading loadingRows={3} />);
  expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(3);
  expect(screen.queryByText('湘西黄金茶')).not.toBeInTheDocument();
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
});

it('shows the error in place of the rows', () => {
  render(<Table caption="订单列表" columns={columns} rows={rows} error="加载失败" />);
  expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  expect(screen.queryByText('湘西黄金茶')).not.toBeInTheDocument();
});
