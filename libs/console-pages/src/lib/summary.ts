// One line that says what a block holds, for the editor's block list.
import type { BlockValue } from './blocks';

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export function blockSummary(value: BlockValue): string {
  switch (value.type) {
    case 'banner':
    case 'imageAds': {
      const images = arr(value.images);
      const titles = images.map((i) => str((i as { title?: unknown }).title)).filter(Boolean);
      return `${images.length} 张图片${titles.length ? `：${titles.join('、')}` : ''}`;
    }
    case 'goodsList':
      return value.source === 'rule' ? `${str(value.title) || '商品列表'} · 按分类自动选取` : `${str(value.title) || '商品列表'} · 已选 ${arr(value.skuIds).length} 件`;
    case 'coupons':
      return arr(value.items)
        .map((c) => str((c as { title?: unknown }).title))
        .filter(Boolean)
        .join('、');
    case 'richText':
      return stripTags(str(value.html)).slice(0, 40);
    case 'notice':
    case 'title':
      return str(value.text);
    case 'blank':
      return { sm: '小', md: '中', lg: '大' }[str(value.size) as 'sm'] ?? '';
    case 'link':
      return str(value.title);
    default:
      return '';
  }
}
