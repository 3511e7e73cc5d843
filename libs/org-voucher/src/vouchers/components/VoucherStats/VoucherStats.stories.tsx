import preview from '@mall/ui/storybook/preview';
import { statsFixture } from '../../fixtures';
import { VoucherStats } from './VoucherStats';

const meta = preview.meta({
  component: VoucherStats,
  args: { value: statsFixture },
});

export const Default = meta.story();
export const NewUnit = meta.story({
  args: {
    value: {
      voucherStock: 0,
      purchased: 0,
      issued: 0,
      spent: 0,
      issuanceCount: 0,
      memberCount: 1,
    },
  },
});
export const LargeAmounts = meta.story({
  args: { value: { ...statsFixture, voucherStock: 987654321, purchased: 1200000000 } },
});
