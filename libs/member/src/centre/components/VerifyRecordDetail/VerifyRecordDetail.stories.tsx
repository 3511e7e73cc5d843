import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { recordFixture } from '../../fixtures';
import { VerifyRecordDetail } from './VerifyRecordDetail';

const meta = preview.meta({ component: VerifyRecordDetail, args: { record: recordFixture } });

/** A redeemed code. */
export const Redeemed = meta.story({ play: playOn(async (canvas) => canvas.shows('乡村振兴志愿者')) });
/** An unknown code: refused, no order. */
export const Refused = meta.story({
  args: { record: { ...recordFixture, outcome: 'REFUSED', reason: '核销码不存在', type: null, typeName: '', orderNo: '', shopName: '', items: [] } },
  play: playOn(async (canvas) => canvas.shows('未核销：核销码不存在')),
});
