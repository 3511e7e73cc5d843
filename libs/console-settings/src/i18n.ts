// The settings pages' messages (zh-cn first, en-us), joined under `console.settings.`.
import { i18n, useT } from '@mall/i18n';

export const settingsZhCN = {
  menu: { site: '站点设置' },
  title: '站点设置',
  switch: {
    title: '站点开关',
    open: '站点开放中',
    closed: '站点已关闭（维护中）',
    close: '关闭站点',
    reopen: '重新开放',
    confirmClose: '关闭后，前台所有页面都会转到「站点维护中」页面，会员无法下单。确定关闭？',
    confirmOpen: '确定重新开放站点？',
    cache: '修改在 {{seconds}} 秒内生效于前台（网关的公共缓存时间）。',
  },
  site: { title: '站点信息', name: '站点名称', desc: '站点描述', keywords: '关键词', logo: 'Logo 地址', phone: '客服电话', qrcode: '手机端二维码地址' },
  copyright: {
    title: '版权信息',
    icp: 'ICP 备案号',
    address: '联系地址',
    businessLicense: '营业执照地址',
    report: '举报电话或邮箱',
    marketSupervisionUrl: '市场监管链接',
    copyrightTitle: '版权标题',
    copyrightLink: '版权链接',
    copyrightDesc: '版权说明',
    govRecord: '公安备案号',
    govUrl: '公安备案链接',
  },
  images: {
    title: '默认图片',
    note: '图片缺失或加载失败时前台显示的图片；保存后在 {{seconds}} 秒内生效于前台。',
    goods: '商品默认图',
    head: '默认头像',
    shop: '店铺默认图',
    city: '城市分站默认图',
    supply: '供应商默认图',
    store: '门店默认图',
    category: '分类默认图',
    brand: '品牌默认图',
  },
  servicer: { title: '客服设置', open: '开启在线客服', type: '客服类型', self: '内置客服', third: '第三方客服', hotline: '客服热线', thirdUrl: '第三方客服地址' },
  save: '保存',
  saved: '已保存',
  cacheNote: '保存后在 {{seconds}} 秒内生效于前台。',
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type SettingsMessages = Shape<typeof settingsZhCN>;

export const settingsEnUS: SettingsMessages = {
  menu: { site: 'Site settings' },
  title: 'Site settings',
  switch: {
    title: 'Site switch',
    open: 'The site is open',
    closed: 'The site is closed (maintenance)',
    close: 'Close the site',
    reopen: 'Reopen',
    confirmClose: 'Every storefront page will show the maintenance page and nobody can order. Close the site?',
    confirmOpen: 'Reopen the site?',
    cache: 'The storefront follows within {{seconds}} s (the gateway’s public cache).',
  },
  site: { title: 'Site info', name: 'Site name', desc: 'Description', keywords: 'Keywords', logo: 'Logo URL', phone: 'Service phone', qrcode: 'Mobile QR code URL' },
  copyright: {
    title: 'Copyright',
    icp: 'ICP number',
    address: 'Address',
    businessLicense: 'Business licence URL',
    report: 'Report phone or email',
    marketSupervisionUrl: 'Market supervision link',
    copyrightTitle: 'Copyright title',
    copyrightLink: 'Copyright link',
    copyrightDesc: 'Copyright text',
    govRecord: 'Public security record',
    govUrl: 'Public security link',
  },
  images: {
    title: 'Default images',
    note: 'What the storefront shows where a picture is missing or fails to load; it follows within {{seconds}} s.',
    goods: 'Goods',
    head: 'Member head',
    shop: 'Shop',
    city: 'City site',
    supply: 'Supplier',
    store: 'Store',
    category: 'Category',
    brand: 'Brand',
  },
  servicer: { title: 'Customer service', open: 'Offer online service', type: 'Service type', self: 'Built-in chat', third: 'Third-party', hotline: 'Hotline', thirdUrl: 'Third-party URL' },
  save: 'Save',
  saved: 'Saved',
  cacheNote: 'The storefront follows within {{seconds}} s.',
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type SettingsKey = Paths<SettingsMessages>;

let registered = false;
export function registerSettingsMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { settings: structuredClone(settingsZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { settings: structuredClone(settingsEnUS) } }, true, false);
}

export function useSettingsT(): (key: SettingsKey, values?: Record<string, string | number>) => string {
  registerSettingsMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.settings.${key}`, values);
}
