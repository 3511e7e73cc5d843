// The shop's own pages' messages (店铺信息, 店内分类, 门店管理; zh-cn first, en-us), joined under
// `console.shopSelf.`.
import { i18n, useT } from '@mall/i18n';

export const shopSelfZhCN = {
  menu: { info: '店铺信息', categories: '店内分类', stores: '门店管理' },
  info: {
    title: '店铺信息',
    name: '店铺名称',
    shortname: '店铺简称',
    shortnameHint: '店铺页和店铺街显示的短名称，不填则用店铺名称',
    avatar: '店铺头像',
    avatarHint: '正方形，店铺页左上角和店铺街显示（200×200）',
    banner: '店铺横幅',
    bannerHint: '店铺页顶部的宽图（1200×200）',
    introduction: '店铺简介',
    telephone: '客服电话',
    telephoneHint: '手机或带区号的座机，如 0796-6551234',
    save: '保存',
    saved: '已保存，店铺页立即显示新的信息',
    preview: '查看店铺页',
  },
  category: {
    title: '店内分类',
    note: '最多两级。发布商品时可以选择店内分类；有商品或下级分类的分类不能删除。',
    name: '分类名称',
    sort: '排序',
    parent: '上级分类',
    top: '（一级分类）',
    goodsNum: '{{count}} 件商品',
    add: '新建一级分类',
    addChild: '添加子分类',
    edit: '编辑',
    remove: '删除',
    removeConfirm: '删除分类「{{name}}」？',
    save: '保存',
    cancel: '取消',
    empty: '还没有店内分类，新建一个吧',
  },
  store: {
    title: '门店管理',
    note: '启用的门店显示在店铺页的“门店”栏，可作自提点；停用后店铺页和下单页都不再显示。',
    add: '新建门店',
    edit: '编辑',
    name: '门店名称',
    address: '门店地址',
    telephone: '门店电话',
    openTime: '营业时间',
    openTimeHint: '如 08:30-21:00 或 周一至周日 9:00-18:00',
    pickup: '可作自提点',
    sort: '排序',
    state: '状态',
    enabled: '营业中',
    disabled: '已停用',
    enable: '启用',
    disable: '停用',
    actions: '操作',
    save: '保存',
    cancel: '取消',
    empty: '还没有门店',
  },
  required: '请填写{{field}}',
};

type ShopSelfMessages = typeof shopSelfZhCN;

export const shopSelfEnUS: ShopSelfMessages = {
  menu: { info: 'Shop info', categories: 'Shop categories', stores: 'Stores' },
  info: {
    title: 'Shop info',
    name: 'Shop name',
    shortname: 'Short name',
    shortnameHint: 'Shown on the shop page and the shop street; the name when empty',
    avatar: 'Avatar',
    avatarHint: 'Square, on the shop page and the shop street (200×200)',
    banner: 'Banner',
    bannerHint: 'The wide picture on top of the shop page (1200×200)',
    introduction: 'Introduction',
    telephone: 'Hotline',
    telephoneHint: 'A mobile or a landline with area code, e.g. 0796-6551234',
    save: 'Save',
    saved: 'Saved; the shop page shows it at once',
    preview: 'Open the shop page',
  },
  category: {
    title: 'Shop categories',
    note: 'Two levels at most. Goods can be filed under them; a category with goods or children cannot be deleted.',
    name: 'Name',
    sort: 'Order',
    parent: 'Parent',
    top: '(top level)',
    goodsNum: '{{count}} goods',
    add: 'New top category',
    addChild: 'Add child',
    edit: 'Edit',
    remove: 'Delete',
    removeConfirm: 'Delete the category “{{name}}”?',
    save: 'Save',
    cancel: 'Cancel',
    empty: 'No shop categories yet',
  },
  store: {
    title: 'Stores',
    note: 'Enabled stores show in the shop page’s Stores tab and may be pickup points; disabled ones show nowhere.',
    add: 'New store',
    edit: 'Edit',
    name: 'Name',
    address: 'Address',
    telephone: 'Phone',
    openTime: 'Opening hours',
    openTimeHint: 'e.g. 08:30-21:00',
    pickup: 'Pickup point',
    sort: 'Order',
    state: 'State',
    enabled: 'Open',
    disabled: 'Disabled',
    enable: 'Enable',
    disable: 'Disable',
    actions: 'Actions',
    save: 'Save',
    cancel: 'Cancel',
    empty: 'No stores yet',
  },
  required: '{{field}} is required',
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type ShopSelfKey = Paths<ShopSelfMessages>;
export type ShopSelfTranslate = (key: ShopSelfKey, values?: Record<string, string | number>) => string;

let registered = false;
export function registerShopSelfMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { shopSelf: structuredClone(shopSelfZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { shopSelf: structuredClone(shopSelfEnUS) } }, true, false);
}

export function useShopSelfT(): ShopSelfTranslate {
  registerShopSelfMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.shopSelf.${key}`, values);
}
