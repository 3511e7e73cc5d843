import { useMemo } from 'react';
import preview from '@mall/ui/storybook/preview';
import { Box, Stack } from '@mall/ui';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { FilterField } from '../FilterBar/FilterBar';
import { useListParams } from '../../list/listParams';
import { ListFilterBar, type ListFilterBarProps } from './ListTable';

/**
 * The filters above a console list page, bound to the URL's list (`useListParams()`): the fields start
 * from the URL's filters, 查询 writes every field to the URL (an empty one leaves it) and 重置 clears them,
 * both back to page 1, so the route's loader fetches the filtered list and a shared link shows the same.
 * `keep` names parameters a search keeps (the page's tab), since a search replaces every other filter.
 * Props: `list` (the URL's list), `fields` (FilterBar's text, select and date fields) and `keep`. Below
 * the bar, the story shows the address the list is at.
 */
const fields: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '退款单号、订单号或商品' },
  { name: 'state', label: '状态', kind: 'select', allLabel: '全部', options: [{ value: 'applied', label: '待处理' }, { value: 'refused', label: '已拒绝' }] },
  { name: 'from', label: '申请日期', kind: 'date' },
];

type Args = Pick<ListFilterBarProps, 'fields' | 'keep'> & { url: string };

function Address() {
  const { pathname, search } = useLocation();
  return <Box as="p">地址：{decodeURIComponent(pathname + search)}</Box>;
}

function BoundBar({ fields, keep }: Pick<ListFilterBarProps, 'fields' | 'keep'>) {
  const list = useListParams();
  return (
    <Stack space="md">
      <ListFilterBar list={list} fields={fields} keep={keep} />
      <Address />
    </Stack>
  );
}

/** The bar on a list route at `url`, as a page renders it. */
function Page({ url, fields, keep }: Args) {
  const router = useMemo(
    () => createMemoryRouter([{ path: '/console/refunds', element: <BoundBar fields={fields} keep={keep} /> }], { initialEntries: [url] }),
    [url, fields, keep],
  );
  return <RouterProvider router={router} />;
}

// The search is a navigation: the address (and the fields) change once the router has moved, so the
// plays wait for it with findByText.
const meta = preview.meta({
  title: 'console-kit/ListFilterBar',
  component: Page,
  args: { url: '/console/refunds', fields },
});

/** No filter in the URL: the fields are empty; 查询 puts what was typed in the URL (nothing else), 重置 takes it out. */
export const EmptyFilters = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '关键字' })).toHaveValue('');
    await userEvent.type(canvas.getByRole('textbox', { name: '关键字' }), '猕猴桃');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('地址：/console/refunds?keyword=猕猴桃', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByText('地址：/console/refunds', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '关键字' })).toHaveValue('');
  },
});

/**
 * A shared link on page 3 of the 待处理 tab: the fields show its filters; a new search keeps the tab
 * (`keep`) and goes back to page 1.
 */
export const FilledFromTheUrl = meta.story({
  args: { url: '/console/refunds?tab=applied&page=3&keyword=枸杞&state=refused&from=2026-11-01', keep: { tab: 'applied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '关键字' })).toHaveValue('枸杞');
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveValue('refused');
    await expect(canvas.getByLabelText('申请日期')).toHaveValue('2026-11-01');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状态' }), 'applied');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('地址：/console/refunds?tab=applied&keyword=枸杞&state=applied&from=2026-11-01', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Long Chinese labels and options: the fields wrap onto a second row instead of overflowing. */
export const LongChineseLabels = meta.story({
  args: {
    url: '/console/refunds?buyer=湘西土家族苗族自治州保靖县黄金茶农民专业合作社',
    fields: [
      { name: 'buyer', label: '买家账号、昵称、会员手机号或收货人姓名', kind: 'text' },
      { name: 'goods', label: '商品名称中的一个词（如猕猴桃、枸杞、黄金茶）', kind: 'text' },
      {
        name: 'state',
        label: '退款与售后的处理状态',
        kind: 'select',
        allLabel: '全部状态（含已关闭与已撤销的申请）',
        options: [{ value: 'arbitrating', label: '平台仲裁中（买家已申请平台介入）' }],
      },
      { name: 'from', label: '申请日期（起，含当天）', kind: 'date' },
      { name: 'to', label: '申请日期（止，含当天）', kind: 'date' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '买家账号、昵称、会员手机号或收货人姓名' })).toHaveValue('湘西土家族苗族自治州保靖县黄金茶农民专业合作社');
    await expect(canvas.getByRole('button', { name: '查询' })).toBeVisible();
  },
});
