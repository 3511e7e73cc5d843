// The content pages' messages (zh-cn first, en-us), joined under `console.content.`.
import { i18n, useT } from '@mall/i18n';

export const contentZhCN = {
  menu: { notices: '公告管理' },
  title: '公告管理',
  filter: { keyword: '标题关键字', state: '状态', all: '全部', shown: '已发布', hidden: '未发布' },
  column: { title: '标题', top: '置顶', state: '状态', time: '创建时间', actions: '操作' },
  action: { create: '新建公告', edit: '编辑', publish: '发布', withdraw: '撤下' },
  editor: { create: '新建公告', edit: '编辑公告', title: '标题', content: '正文（HTML，保存时统一清理脚本与不安全链接）', top: '置顶', show: '保存后立即发布', save: '保存', cancel: '取消' },
  confirm: { publish: '发布「{{title}}」？发布后前台可见。', withdraw: '撤下「{{title}}」？撤下后前台不再显示。' },
  cache: '发布、撤下或修改后，前台首页公告在 {{seconds}} 秒内更新（网关的公共缓存时间）。',
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ContentMessages = Shape<typeof contentZhCN>;

export const contentEnUS: ContentMessages = {
  menu: { notices: 'Notices' },
  title: 'Notices',
  filter: { keyword: 'Title contains', state: 'Status', all: 'All', shown: 'Published', hidden: 'Draft' },
  column: { title: 'Title', top: 'Pinned', state: 'Status', time: 'Created', actions: 'Actions' },
  action: { create: 'New notice', edit: 'Edit', publish: 'Publish', withdraw: 'Withdraw' },
  editor: { create: 'New notice', edit: 'Edit notice', title: 'Title', content: 'Body (HTML; scripts and unsafe links are removed on save)', top: 'Pinned', show: 'Publish on save', save: 'Save', cancel: 'Cancel' },
  confirm: { publish: 'Publish “{{title}}”? The storefront shows it.', withdraw: 'Withdraw “{{title}}”? The storefront stops showing it.' },
  cache: 'The storefront’s home notices follow within {{seconds}} s (the gateway’s public cache).',
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type ContentKey = Paths<ContentMessages>;

let registered = false;
export function registerContentMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { content: structuredClone(contentZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { content: structuredClone(contentEnUS) } }, true, false);
}

export function useContentT(): (key: ContentKey, values?: Record<string, string | number>) => string {
  registerContentMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.content.${key}`, values);
}
