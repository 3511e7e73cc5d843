import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { issuancesFixture } from '../../fixtures';
import { IssuanceTable } from './IssuanceTable';

const meta = preview.meta({
  title: 'org-voucher/vouchers/IssuanceTable',
  component: IssuanceTable,
  args: { rows: issuancesFixture, detailHref: (id: number) => `/member/couponDetail?issuance_id=${id}` },
  parameters: docs(
    '消费券发放记录（/member/couponIssuanceRecord）。props：rows 发放批次（名称、面值、每人张数、人数、总额、有效期、各状态张数），detailHref 详情链接。状态：有记录（含超长中文名称）、空。',
  ),
});

export const Records = meta.story();
export const Empty = meta.story({ args: { rows: [] } });
