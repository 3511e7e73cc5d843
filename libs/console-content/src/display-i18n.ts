// The home display pages' messages (adverts, ad positions, floors, the float layer; zh-cn first,
// en-us), joined under `console.display.`.
import { i18n, useT } from '@mall/i18n';

export const displayZhCN = {
  menu: { adverts: '广告管理', adPositions: '广告位', floors: '首页楼层', floatLayer: '首页浮层' },
  common: {
    save: '保存',
    cancel: '取消',
    edit: '编辑',
    all: '全部',
    state: '状态',
    shown: '显示',
    hidden: '隐藏',
    sort: '排序',
    keyword: '名称关键字',
    link: '链接',
    linkHint: '本站路径（以 / 开头，如 /list?keyword=脐橙）或 http(s) 地址',
    background: '背景色',
    backgroundHint: '#rrggbb，如 #c62828；图片两侧留白处的颜色，可留空',
    saved: '已保存',
  },
  advert: {
    title: '广告管理',
    create: '新建广告',
    edit: '编辑广告',
    position: '广告位',
    name: '广告标题',
    image: '广告图片',
    imageHint: '{{position}}：{{width}} × {{height}} 像素',
    show: '显示（关闭后前台立即不再展示）',
    start: '开始时间',
    end: '结束时间',
    timeHint: '留空为不限',
    time: '展示时间',
    always: '不限',
    hide: '隐藏',
    unhide: '显示',
    note: '前台首页按广告位读取广告：只展示开启且在展示时间内的广告；修改后在网关缓存 {{seconds}} 秒与页面缓存 60 秒内更新。',
    phase: { hidden: '已隐藏', scheduled: '未开始', running: '展示中', ended: '已结束' },
  },
  position: {
    title: '广告位',
    edit: '编辑广告位',
    name: '广告位名称',
    keyword: '调用标识',
    kind: '展示方式',
    kinds: { banner: '通栏（显示第一条，可被关闭）', carousel: '轮播' },
    size: '尺寸（像素）',
    width: '宽度（像素）',
    height: '高度（像素）',
    enabled: '启用（停用后前台不显示该广告位）',
    on: '启用',
    off: '停用',
    count: '广告数',
    note: '广告位由前台页面按调用标识读取，只能编辑；停用后前台在网关缓存 {{seconds}} 秒与页面缓存 60 秒内不再显示。',
  },
  floor: {
    title: '首页楼层',
    edit: '编辑楼层「{{title}}」',
    style: '样式',
    styles: { '1': '样式 1：左图、商品、底图', '3': '样式 3：分类、图片、商品、品牌' },
    name: '楼层标题',
    goods: '商品',
    goodsCount: '商品数',
    goodsHint: '按选择的顺序显示，最多 {{max}} 件，只能选在售商品',
    leftImage: '左侧图片',
    leftHint: '240 × 560 像素',
    bottomImage: '底部图片',
    bottomHint: '1200 × 120 像素',
    image: '楼层图片 {{n}}',
    imageHint: '390 × 220 像素；不用的留空',
    categories: '分类链接',
    show: '在首页显示',
    note: '楼层是首页的商品区块；修改后在网关缓存 {{seconds}} 秒与页面缓存 60 秒内更新。',
  },
  float: {
    title: '首页浮层',
    name: '浮层标题',
    image: '浮层图片',
    imageHint: '400 × 500 像素（新人专享等弹出图片）',
    number: '每位访客最多显示次数',
    show: '启用（关闭后首页不再弹出）',
    note: '首页打开时弹出的浮层；访客关闭后不再弹出，最多显示设定的次数。修改后在页面缓存 60 秒内更新。',
    updated: '最后修改：{{time}}',
  },
};
export type DisplayMessages = typeof displayZhCN;

export const displayEnUS: DisplayMessages = {
  menu: { adverts: 'Adverts', adPositions: 'Ad positions', floors: 'Home floors', floatLayer: 'Float layer' },
  common: {
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    all: 'All',
    state: 'State',
    shown: 'Shown',
    hidden: 'Hidden',
    sort: 'Order',
    keyword: 'Name contains',
    link: 'Link',
    linkHint: 'A site path (starting with /) or an http(s) address',
    background: 'Background',
    backgroundHint: '#rrggbb, e.g. #c62828; the colour beside the picture; may be empty',
    saved: 'Saved',
  },
  advert: {
    title: 'Adverts',
    create: 'New advert',
    edit: 'Edit advert',
    position: 'Position',
    name: 'Title',
    image: 'Picture',
    imageHint: '{{position}}: {{width}} × {{height}} px',
    show: 'Shown (off: the storefront stops showing it)',
    start: 'Starts',
    end: 'Ends',
    timeHint: 'Empty: no limit',
    time: 'Shown between',
    always: 'Always',
    hide: 'Hide',
    unhide: 'Show',
    note: 'The home reads adverts by position: only shown ones within their dates; a change follows within the gateway cache ({{seconds}} s) and the page cache (60 s).',
    phase: { hidden: 'Hidden', scheduled: 'Scheduled', running: 'Running', ended: 'Ended' },
  },
  position: {
    title: 'Ad positions',
    edit: 'Edit ad position',
    name: 'Name',
    keyword: 'Keyword',
    kind: 'Kind',
    kinds: { banner: 'Banner (first advert, closable)', carousel: 'Carousel' },
    size: 'Size (px)',
    width: 'Width (px)',
    height: 'Height (px)',
    enabled: 'Enabled (off: the storefront shows nothing here)',
    on: 'Enabled',
    off: 'Disabled',
    count: 'Adverts',
    note: 'Storefront pages read positions by keyword, so they are edited only; a change follows within the gateway cache ({{seconds}} s) and the page cache (60 s).',
  },
  floor: {
    title: 'Home floors',
    edit: 'Edit floor “{{title}}”',
    style: 'Style',
    styles: { '1': 'Style 1: left picture, goods, bottom picture', '3': 'Style 3: categories, pictures, goods, brands' },
    name: 'Title',
    goods: 'Goods',
    goodsCount: 'Goods',
    goodsHint: 'Shown in this order, at most {{max}}, on-shelf goods only',
    leftImage: 'Left picture',
    leftHint: '240 × 560 px',
    bottomImage: 'Bottom picture',
    bottomHint: '1200 × 120 px',
    image: 'Picture {{n}}',
    imageHint: '390 × 220 px; leave unused ones empty',
    categories: 'Category links',
    show: 'Shown on the home page',
    note: 'Floors are the home’s goods blocks; a change follows within the gateway cache ({{seconds}} s) and the page cache (60 s).',
  },
  float: {
    title: 'Float layer',
    name: 'Title',
    image: 'Picture',
    imageHint: '400 × 500 px (the new-member popup)',
    number: 'Times a visitor sees it at most',
    show: 'Enabled (off: the home no longer pops it up)',
    note: 'The popup of the home page; a visitor who closes it does not see it again, at most this many times. A change follows within the page cache (60 s).',
    updated: 'Last changed: {{time}}',
  },
};

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DisplayKey = Paths<DisplayMessages>;

let registered = false;
export function registerDisplayMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { display: structuredClone(displayZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { display: structuredClone(displayEnUS) } }, true, false);
}

export function useDisplayT(): (key: DisplayKey, values?: Record<string, string | number>) => string {
  registerDisplayMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.display.${key}`, values);
}
