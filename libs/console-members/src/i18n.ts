// The members and units pages' messages (zh-cn first, en-us), joined under `console.members.`.
import { i18n, useT } from '@mall/i18n';

export const membersZhCN = {
  menu: { members: '会员管理', units: '单位管理' },
  title: { members: '会员管理', units: '单位管理' },
  filter: { keyword: '用户名/昵称/手机号', state: '状态', allStates: '全部状态', active: '正常', frozen: '已冻结', from: '注册开始', to: '注册结束', unitKeyword: '单位名称/联系人/信用代码' },
  column: {
    member: '会员',
    mobile: '手机号',
    level: '等级',
    balance: '余额',
    point: '积分',
    state: '状态',
    regTime: '注册时间',
    lastLogin: '最近登录',
    actions: '操作',
    unit: '单位',
    unitType: '单位类型',
    contact: '联系人',
    members: '成员数',
    stock: '消费券库存',
    createTime: '创建时间',
    realName: '姓名',
    admin: '管理员',
    kind: '类型',
    stockChange: '库存变动',
    valueChange: '券面变动',
    remark: '备注',
    time: '时间',
  },
  detail: {
    view: '查看',
    registerType: '注册类型',
    company: '企业名称',
    org: '所属单位',
    orders: '订单数',
    certs: '认证',
    ledger: '最近余额与积分流水',
    none: '无',
  },
  action: { freeze: '冻结', unfreeze: '解冻', adjust: '调整余额/积分', reset: '短信重置密码', export: '导出 Excel' },
  dialog: {
    freeze: '冻结后该会员无法登录，已登录的会话立即失效。请填写原因。',
    unfreeze: '解冻后该会员可以重新登录。请填写原因。',
    reset: '将向 {{mobile}} 发送找回密码验证码，会员可在「找回密码」页设置新密码。',
    resetSent: '验证码已发送至 {{mobile}}，{{minutes}} 分钟内有效。',
    account: '调整项目',
    balance: '余额（元）',
    point: '积分',
    amount: '调整数额（负数为扣减）',
    reason: '调整原因',
    cancel: '取消',
    confirm: '确定',
    amountInvalid: '请输入非 0 的数额（余额最多两位小数）',
  },
  unit: { members: '单位成员', ledger: '消费券流水', credit: '统一社会信用代码', address: '地址' },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MembersMessages = Shape<typeof membersZhCN>;

export const membersEnUS: MembersMessages = {
  menu: { members: 'Members', units: 'Units' },
  title: { members: 'Members', units: 'Units' },
  filter: { keyword: 'Username / nickname / mobile', state: 'Status', allStates: 'All', active: 'Active', frozen: 'Frozen', from: 'Registered from', to: 'Registered to', unitKeyword: 'Unit / contact / credit code' },
  column: {
    member: 'Member',
    mobile: 'Mobile',
    level: 'Level',
    balance: 'Balance',
    point: 'Points',
    state: 'Status',
    regTime: 'Registered',
    lastLogin: 'Last login',
    actions: 'Actions',
    unit: 'Unit',
    unitType: 'Type',
    contact: 'Contact',
    members: 'Members',
    stock: 'Voucher stock',
    createTime: 'Created',
    realName: 'Name',
    admin: 'Admin',
    kind: 'Kind',
    stockChange: 'Stock change',
    valueChange: 'Value change',
    remark: 'Remark',
    time: 'Time',
  },
  detail: { view: 'View', registerType: 'Registered as', company: 'Company', org: 'Unit', orders: 'Orders', certs: 'Certifications', ledger: 'Latest balance and point movements', none: 'None' },
  action: { freeze: 'Freeze', unfreeze: 'Unfreeze', adjust: 'Adjust balance/points', reset: 'Reset password by SMS', export: 'Export Excel' },
  dialog: {
    freeze: 'A frozen member cannot sign in and its sessions end now. Give the reason.',
    unfreeze: 'The member can sign in again. Give the reason.',
    reset: 'A password-reset code goes to {{mobile}}; the member sets a new password on the find-password page.',
    resetSent: 'Code sent to {{mobile}}, valid for {{minutes}} minutes.',
    account: 'Adjust',
    balance: 'Balance (yuan)',
    point: 'Points',
    amount: 'Amount (negative takes away)',
    reason: 'Reason',
    cancel: 'Cancel',
    confirm: 'Confirm',
    amountInvalid: 'Enter a non-zero amount (at most 2 decimals for yuan)',
  },
  unit: { members: 'Members', ledger: 'Voucher ledger', credit: 'Credit code', address: 'Address' },
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type MembersKey = Paths<MembersMessages>;

let registered = false;
export function registerMembersMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { members: structuredClone(membersZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { members: structuredClone(membersEnUS) } }, true, false);
}

export function useMembersT(): (key: MembersKey, values?: Record<string, string | number>) => string {
  registerMembersMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.members.${key}`, values);
}
