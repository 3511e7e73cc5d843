import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { statsFixture } from '../../fixtures';
import { VoucherStats } from './VoucherStats';

const meta = preview.meta({
  title: 'org-voucher/vouchers/VoucherStats',
  component: VoucherStats,
  args: { value: statsFixture },
  parameters: docs(
    '单位消费券概览数字（/member/consumptionCoupons）。props：value（可发放额度、累计购买、累计发放、已消费、发放批次、成员人数，金额为元）。状态：有数据、全部为零（新单位）、大额。',
  ),
});

export const Default = meta.story();
export const NewUnit = meta.story({
  args: {
    value: {
      voucherStock: '0.00',
      purchased: '0.00',
      issued: '0.00',
      spent: '0.00',
      issuanceCount: 0,
      memberCount: 1,
    },
  },
});
export const LargeAmounts = meta.story({
  args: { value: { ...statsFixture, voucherStock: '9876543.21', purchased: '12000000.00' } },
});
