import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberSummary, type MemberSummaryData } from './MemberSummary';

const member: MemberSummaryData = {
  memberId: 4,
  username: 'member04',
  nickname: '龙晓梅',
  mobile: '13712345604',
  levelName: '白银会员',
  balanceFen: 268_050,
  point: 1_320,
  state: 'active',
  regTime: 1_732_000_000,
  lastLoginTime: 1_764_000_000,
  registerType: 'personal',
  companyName: '',
  orgName: '长沙岳麓山茶业有限公司',
  orders: 12,
  certifications: [{ kind: 'fupin', kindName: '扶贫认证', stateName: '已通过', name: '花垣县脱贫户' }],
  ledger: [
    { id: 3, accountType: 'balance', amount: 1_250, points: null, typeName: '系统调整', remark: '活动补偿', createTime: 1_764_000_000 },
    { id: 2, accountType: 'point', amount: null, points: 10, typeName: '签到奖励', remark: '连续签到第 2 天', createTime: 1_763_900_000 },
  ],
};

const meta = preview.meta({ component: MemberSummary, args: { member, canManage: true, onFreeze: fn(), onAdjust: fn(), onReset: fn(), onClose: fn() } });

/** An active member seen by 超级管理员: freeze, adjust and reset. */
export const Active = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '冻结' }));
    await expect(args.onFreeze).toHaveBeenCalledWith(true);
    await expect(canvas.queryByText(/scrypt|token/i)).toBeNull();
  },
});

/** Frozen: unfreeze, and no SMS reset until unfrozen. */
export const Frozen = meta.story({
  args: { member: { ...member, state: 'frozen' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '短信重置密码' })).toBeDisabled();
  },
});

/** 财务 and 客服主管 read only: no buttons. */
export const ReadOnly = meta.story({ args: { canManage: false } });

/** No unit, no certification, no ledger rows. */
export const Empty = meta.story({ args: { member: { ...member, orgName: '', certifications: [], ledger: [], mobile: '' } } });

/** While a change is being sent. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the change. */
export const Error = meta.story({ args: { error: '该会员已是冻结状态' } });

/** Long Chinese names. */
export const LongNames = meta.story({
  args: { member: { ...member, nickname: '湘西土家族苗族自治州花垣县十八洞村消费帮扶志愿者协会采购专员', orgName: '湘西土家族苗族自治州乡村振兴局机关工会委员会（消费帮扶采购组）', registerType: 'company', companyName: '湖南湘西十八洞村猕猴桃种植专业合作社联合社' } },
});
