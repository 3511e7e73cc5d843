import preview from '@mall/ui/storybook/preview';
import { issuancesFixture } from '../../fixtures';
import { IssuanceTable } from './IssuanceTable';

const meta = preview.meta({
  component: IssuanceTable,
  args: { rows: issuancesFixture, detailHref: (id: number) => `/member/couponDetail?issuance_id=${id}` },
});

export const Records = meta.story();
export const Empty = meta.story({ args: { rows: [] } });
