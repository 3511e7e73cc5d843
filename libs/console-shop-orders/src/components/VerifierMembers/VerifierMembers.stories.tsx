import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { VerifierMembers } from './VerifierMembers';

const members = [
  { memberId: 9, username: 'member08', nickname: '乡村振兴志愿者', mobile: '139****1007', addedBy: 'shop1owner', createTime: 1_795_700_000 },
  { memberId: 31, username: 'tourist01', nickname: '游客小林', mobile: '139****9001', addedBy: 'shop1owner', createTime: 1_795_800_000 },
];

const meta = preview.meta({ component: VerifierMembers, args: { members, onAdd: fn(), onRemove: fn() } });

/** Two bound members; a mobile binds one more. */
export const Members = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 手机号: '13900001002' });
    await canvas.press('绑定');
    await expect(args.onAdd).toHaveBeenCalledWith('13900001002');
    await canvas.press('解除 游客小林');
    await expect(args.onRemove).toHaveBeenCalled();
  }),
});
export const Empty = meta.story({ args: { members: [] }, play: playOn(async (canvas) => canvas.shows('还没有绑定核销员会员')) });
export const Refused = meta.story({ args: { error: '没有使用该手机号的会员，请让对方先注册' } });
export const LongNames = meta.story({
  args: { members: [{ ...members[0], nickname: '湘西土家族苗族自治州保靖县葫芦镇黄金村乡村振兴驻村工作队志愿者' }] },
});
