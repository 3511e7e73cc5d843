import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Table, type TableColumn } from './Table';

interface OrderRow {
  sn: string;
  goods: string;
  shop: string;
  amount: number;
  status: string;
}

const columns: TableColumn<OrderRow>[] = [
  { key: 'sn', title: '订单编号', width: '20%' },
  { key: 'goods', title: '商品' },
  { key: 'shop', title: '店铺', width: '20%' },
  {
    key: 'amount',
    title: '实付金额',
    align: 'right',
    width: '14%',
    render: (row) => `¥${row.amount.toFixed(2)}`,
  },
  { key: 'status', title: '状态', align: 'center', width: '12%' },
];

const rows: OrderRow[] = [
  {
    sn: '202405180001',
    goods: '赣南脐橙 5kg 礼盒装',
    shop: '于都县农特产品旗舰店',
    amount: 59.9,
    status: '待发货',
  },
  {
    sn: '202405180002',
    goods: '湘西黄金茶 明前特级 250g',
    shop: '保靖黄金茶合作社',
    amount: 128,
    status: '已完成',
  },
  {
    sn: '202405180003',
    goods: '五常大米 稻花香2号 10kg',
    shop: '五常市乡村振兴馆',
    amount: 99,
    status: '待付款',
  },
];

const meta = preview.meta({
  component: Table<OrderRow>,
  args: { caption: '我的订单', columns, rows, rowKey: 'sn' as const },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '我的订单' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('¥128.00')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('table-skeleton-row')).toHaveLength(3);
  },
});

const retry = fn();
export const LoadError = meta.story({
  args: {
    error: (
      <span>
        加载失败{' '}
        <Button variant="text" size="sm" onClick={retry}>
          重试
        </Button>
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalled();
  },
});

export const LongChineseText = meta.story({
  args: {
    rows: [
      {
        sn: '202405180004',
        goods: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g×2罐（含手提袋）',
        shop: '湘西土家族苗族自治州乡村振兴农特产品展销中心',
        amount: 1288,
        status: '退款/售后中',
      },
    ],
  },
});
