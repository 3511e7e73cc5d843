// The 客服工作台 and customer-service staff messages (zh-cn first, en-us), joined under
// `console.shopService.`.
import { i18n, useT } from '@mall/i18n';

export const shopServiceZhCN = {
  menu: { chat: '客服工作台', staff: '客服管理' },
  title: { chat: '客服工作台', staff: '客服管理' },
  chat: { signedOut: '登录已结束，请重新登录控制台后再接待买家。', relogin: '重新登录' },
  column: { username: '登录名', nickname: '客服昵称', role: '身份', state: '状态', online: '在线', lastLogin: '最近登录', actions: '操作' },
  role: { shop_service: '客服', shop_owner: '店主', chatOnly: '仅聊天（旧登录）' },
  state: { enabled: '启用', disabled: '已停用', online: '在线', offline: '离线' },
  action: { add: '新增客服', disable: '停用', enable: '启用', resetPassword: '重置密码', cancel: '取消', confirm: '确定' },
  form: {
    username: '登录名（字母、数字、下划线）',
    nickname: '客服昵称（买家看到的名字）',
    password: '初始密码（至少 10 位，含字母和数字）',
    newPassword: '新密码（至少 10 位，含字母和数字）',
  },
  confirm: {
    disable: '停用后 {{name}} 立即退出控制台和聊天，新的咨询不再分配给 TA。',
    enable: '启用后 {{name}} 可以重新登录并接待买家。',
  },
  done: { added: '已新增客服 {{name}}，请把登录名和初始密码告诉 TA', reset: '{{name}} 的密码已重置，TA 的登录已全部结束' },
  empty: '本店还没有客服，点“新增客服”添加',
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ShopServiceMessages = Shape<typeof shopServiceZhCN>;

export const shopServiceEnUS: ShopServiceMessages = {
  menu: { chat: 'Service desk', staff: 'Service staff' },
  title: { chat: 'Customer-service desk', staff: 'Customer-service staff' },
  chat: { signedOut: 'Your sign-in ended: sign in to the console again to serve buyers.', relogin: 'Sign in again' },
  column: { username: 'Login', nickname: 'Nickname', role: 'Identity', state: 'State', online: 'Online', lastLogin: 'Last sign-in', actions: 'Actions' },
  role: { shop_service: 'Service', shop_owner: 'Owner', chatOnly: 'Chat only (old login)' },
  state: { enabled: 'Enabled', disabled: 'Disabled', online: 'Online', offline: 'Offline' },
  action: { add: 'Add servicer', disable: 'Disable', enable: 'Enable', resetPassword: 'Reset password', cancel: 'Cancel', confirm: 'Confirm' },
  form: {
    username: 'Login (letters, digits, underscore)',
    nickname: 'Nickname (what buyers see)',
    password: 'Initial password (10+ characters, letters and digits)',
    newPassword: 'New password (10+ characters, letters and digits)',
  },
  confirm: {
    disable: '{{name}} is signed out of the console and the chat at once and gets no new sessions.',
    enable: '{{name}} may sign in and serve buyers again.',
  },
  done: { added: 'Added {{name}}: give them the login and the initial password', reset: "{{name}}'s password was reset and their sign-ins ended" },
  empty: 'No servicers yet: press "Add servicer"',
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type ShopServiceKey = Paths<ShopServiceMessages>;

let registered = false;
export function registerShopServiceMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { shopService: structuredClone(shopServiceZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { shopService: structuredClone(shopServiceEnUS) } }, true, false);
}

export function useShopServiceT(): (key: ShopServiceKey, values?: Record<string, string | number>) => string {
  registerShopServiceMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.shopService.${key}`, values);
}
