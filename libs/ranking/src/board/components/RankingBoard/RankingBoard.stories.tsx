import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { areaFixture, cityFixture, companyFixture, emptyFixture, longNamesFixture, shopFixture, voucherFixture } from '../../fixtures';
import { RankingBoard } from './RankingBoard';

const meta = preview.meta({
  component: RankingBoard,
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
