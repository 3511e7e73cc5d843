import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { areaFixture, cityFixture, companyFixture, emptyFixture, longNamesFixture, shopFixture, voucherFixture } from '../../fixtures';
import { RankingBoard } from './RankingBoard';

const meta = preview.meta({
  title: 'ranking/board/RankingBoard',
  component: RankingBoard,
  parameters: docs(
    'The home page\'s ranking board (SPEC §2): four tabs — 地区采购榜, 单位采购榜, 单位充值榜, 商家销售榜 — with the top ' +
      'entries and their totals in 万元 (2 decimals, SPEC §9). Props: `tab` / `onTabChange`; `data` (list of rank, ' +
      'id, name, money in yuan; number and total; addressList of provinces and, drilled down, cities; orgTypeList), ' +
      '`null` while loading or after a failure; `area` / `onAreaChange` (the region filter: a province drills to its ' +
      'cities, 全国 resets to level 1, a level above 2 is ignored, SPEC §4); `orgType` / `onOrgTypeChange` (the ' +
      'unit-type filter of the two unit tabs); `moreHref` for the full ranking page. States: each tab, cities of a ' +
      'province, long unit names (ellipsis with the full name as title), empty and failed (暂无数据: a failure is ' +
      'only logged, SPEC §8), loading.',
  ),
  args: {
    tab: 'AREA' as const,
    data: areaFixture,
    area: { areaId: 0, level: 1 },
    orgType: 0,
    onTabChange: fn(),
    onAreaChange: fn(),
    onOrgTypeChange: fn(),
  },
});

export const Area = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('128.63')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('地区'), '430000');
    await expect(args.onAreaChange).toHaveBeenCalledWith({ areaId: 430000, level: 2 });
    await userEvent.click(canvas.getByRole('tab', { name: '单位采购榜' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('COMPANY');
  },
});
export const Cities = meta.story({
  args: { data: cityFixture, area: { areaId: 430000, level: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('地区')).toHaveValue('430000');
    await userEvent.selectOptions(canvas.getByLabelText('地区'), '0');
    await expect(args.onAreaChange).toHaveBeenCalledWith({ areaId: 0, level: 1 });
  },
});
export const Company = meta.story({
  args: { tab: 'COMPANY', data: companyFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('单位类型'), '2');
    await expect(args.onOrgTypeChange).toHaveBeenCalledWith(2);
  },
});
export const Voucher = meta.story({ args: { tab: 'VOUCHER', data: voucherFixture } });
export const Shop = meta.story({ args: { tab: 'SHOP', data: shopFixture } });
export const LongUnitNames = meta.story({ args: { tab: 'COMPANY', data: longNamesFixture } });
export const Empty = meta.story({
  args: { data: emptyFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
});
export const Failed = meta.story({
  args: { data: null, loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
});
export const Loading = meta.story({ args: { data: null, loading: true } });
export const WithMoreLink = meta.story({ args: { moreHref: '/ranking' } });
