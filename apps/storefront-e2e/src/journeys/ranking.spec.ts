// The ranking board and the trade ticker on the built home page: a paid order of the
// journey's own member (rank01, seeded by seed-ranking.ts; no other journey uses it) appears in the
// ticker without a reload (the block polls), and its province's total on the board grows. The order
// is created and paid through REST: the money path's own journeys walk the pay pages.
import { expect, test } from '@playwright/test';
import { loadHomeBlocks, openHome, rest, restToken, skusInStock } from './support';

const RANK01 = { username: 'rank01', password: 'rank01pass' };

interface RankingList {
  list: { id: number; money: string; order_num: number }[];
  number: number;
  total: string;
  address_list: { id: number; name: string; level: number }[];
}

test('a paid order shows in the ticker and grows its region on the ranking board', async ({ page }) => {
  const token = await restToken(RANK01);
  const [sku] = await skusInStock(1);
  const national = await rest<RankingList>('/api/pc/ranking_list', { type: 'area' });
  // rank01 lives in the first province of the filter list (seed-ranking.ts).
  const province = national.address_list[0];
  const before = await rest<RankingList>('/api/pc/ranking_list', { type: 'area', level: 2, area_id: province.id });

  await openHome(page);
  await loadHomeBlocks(page);
  const ticker = page.getByRole('region', { name: '最新成交订单' });
  await expect(ticker.getByRole('listitem').first()).toBeVisible();
  const board = page.getByRole('region', { name: '排行榜' });
  await expect(board.getByRole('tab', { name: '地区采购榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(board.getByRole('listitem').first()).toBeVisible();
  // Drill into the province: its cities, and the province's total in the summary.
  await board.getByRole('combobox', { name: '地区' }).selectOption({ label: province.name });
  await expect(board.getByText(`共 ${before.number} 笔`)).toBeVisible();

  const order = await rest<{ order_id: number }>('/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: `rank-journey-${Date.now()}` });
  await rest('/api/order/pay', { token, order_ids: [order.order_id], pay_type: 'balance', pay_key: `rank-pay-${Date.now()}` });
  const detail = await rest<{ order_money: string; goods_list: { sku_name: string }[] }>('/api/order/detail', { token, order_id: order.order_id });

  // The ticker polls: the masked buyer and the goods appear without a reload.
  await expect(ticker).toContainText(`韩** 139****0001 购买了 ${detail.goods_list[0].sku_name}`, { timeout: 20_000 });
  // The board counts it in the province at once: back to the whole country and into the province again.
  await board.getByRole('combobox', { name: '地区' }).selectOption({ label: '全国' });
  await board.getByRole('combobox', { name: '地区' }).selectOption({ label: province.name });
  await expect(board.getByText(`共 ${before.number + 1} 笔`)).toBeVisible();
  const after = await rest<RankingList>('/api/pc/ranking_list', { type: 'area', level: 2, area_id: province.id });
  expect(Math.round(Number(after.total) * 100)).toBe(Math.round(Number(before.total) * 100) + Math.round(Number(detail.order_money) * 100));
});
