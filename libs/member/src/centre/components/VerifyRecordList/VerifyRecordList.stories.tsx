import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import type { VerifyRecordFieldsFragment } from '@mall/gateway-client';
import { recordFixture } from '../../fixtures';
import { VerifyRecordList } from './VerifyRecordList';

const refused: VerifyRecordFieldsFragment = { ...recordFixture, id: 3, outcome: 'REFUSED', reason: '该核销码已使用，不能重复核销', createTime: 1_795_800_060 };

const meta = preview.meta({ component: VerifyRecordList, decorators: [withRouter()], args: { records: [refused, recordFixture], detailHref: (id: number) => `/member/verification_detail?record=${id}` } });

/** A redeem and the refused second try, newest first. */
export const Records = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('未核销：该核销码已使用，不能重复核销');
    await canvas.shows('核销成功');
  }),
});
export const Empty = meta.story({ args: { records: [] }, play: playOn(async (canvas) => canvas.shows('还没有核销过')) });
/** An unknown code (no type, no order) with a long goods name elsewhere. */
export const UnknownCodeLongNames = meta.story({
  args: { records: [{ ...refused, id: 4, type: null, typeName: '', orderNo: '', shopName: '', items: [], reason: '核销码不存在' }, { ...recordFixture, items: [{ skuName: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾有机绿茶明前特级手工炒制礼盒装 500g', skuImage: '', num: 1 }] }] },
});

