import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { m } from '@mall/i18n';
import { Tabs, type TabItem } from './Tabs';
import { Empty } from '../Empty/Empty';
import { Spinner } from '../Spinner/Spinner';

const ranking: TabItem[] = [
  { id: 'area', label: m['home.rankingArea'](), content: '1. 湖南省 1,234.56万元　2. 江西省 998.20万元' },
  { id: 'company', label: m['home.rankingCompany'](), content: '1. 保靖县教育局 86.30万元' },
  { id: 'voucher', label: m['home.rankingVoucher'](), content: <Empty size="sm" /> },
  { id: 'shop', label: m['home.rankingShop'](), content: <Spinner showLabel /> },
];

const meta = preview.meta({
  component: Tabs,
  args: { items: ranking, label: m['home.rankingTitle'](), onChange: fn() },
});

export const Default = meta.story();

export const SwitchesTabs = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '单位采购榜' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('保靖县教育局');
    await expect(args.onChange).toHaveBeenCalledWith('company');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '单位充值榜' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('暂无数据');
  },
});

export const WithDisabledTab = meta.story({
  args: { items: ranking.map((item) => (item.id === 'company' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '地区采购榜' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '单位充值榜' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const LongLabels = meta.story({
  args: {
    items: [
      { id: 'a', label: '湖南湘西土家族苗族自治州', content: '湘西州特产' },
      { id: 'b', label: '黔东南苗族侗族自治州', content: '黔东南特产' },
      { id: 'c', label: '延边朝鲜族自治州', content: '延边特产' },
    ],
    label: '城市分站',
  },
});
