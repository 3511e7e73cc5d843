// The editor's blocks: what each new block starts as, the editor's keys for dragging, moving one in
// the list, and the problem the storefront's schema finds in one (the same check mall-api makes).
import { DIY_BLOCK_NAMES, diyPageComponents, type DiyComponentType } from '@mall/rest-contract';

/** A block as the editor holds it: the renderer's JSON shape, possibly still incomplete. */
export type BlockValue = { type: DiyComponentType } & Record<string, unknown>;

export interface EditorBlock {
  /** Stable while editing (drag and keyboard moves, the side panel's selection); never saved. */
  key: string;
  value: BlockValue;
}

/** The blocks an operator may add, in the palette's order. */
export const PALETTE: readonly DiyComponentType[] = ['banner', 'imageAds', 'goodsList', 'coupons', 'richText', 'notice', 'blank', 'title'];

/** The block's name in the editor; an unknown type (a page saved by something else) shows as itself. */
export const blockName = (type: string): string => (Object.hasOwn(DIY_BLOCK_NAMES, type) ? DIY_BLOCK_NAMES[type as DiyComponentType] : type);
export const isKnownBlock = (type: string): type is DiyComponentType => Object.hasOwn(DIY_BLOCK_NAMES, type);

const imageLink = () => ({ image: '', link: '', title: '' });

export function newBlock(type: DiyComponentType): BlockValue {
  switch (type) {
    case 'banner':
      return { type, images: [imageLink()] };
    case 'imageAds':
      return { type, columns: 4, images: [imageLink()] };
    case 'goodsList':
      return { type, title: '', source: 'pick', skuIds: [], rule: { sort: 'sales', limit: 8 } };
    case 'coupons':
      return { type, items: [{ title: '', amount: '', condition: '' }], link: '/coupon' };
    case 'richText':
      return { type, html: '' };
    case 'notice':
      return { type, text: '', link: '' };
    case 'blank':
      return { type, size: 'md' };
    case 'title':
      return { type, text: '', subtitle: '', link: '' };
    case 'link':
      return { type, kind: 'zone', target: 'redarea', title: '', subtitle: '' };
  }
}

let counter = 0;
export const blockKey = () => `b${(counter += 1)}`;

/** Saved JSON → editor blocks (each given a key). Entries that are not objects with a type are dropped. */
export function toEditorBlocks(list: readonly unknown[]): EditorBlock[] {
  return list.flatMap((v) => (v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' ? [{ key: blockKey(), value: v as BlockValue }] : []));
}

export const toJson = (blocks: readonly EditorBlock[]) => JSON.stringify(blocks.map((b) => b.value));

/** The list with the block at `from` moved to `to`. */
export function moveBlock<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** What the storefront's schema says is wrong with one block, without the "第 N 个组件" prefix; null when it is fine. */
export function blockProblem(value: BlockValue): string | null {
  if (!isKnownBlock(value.type)) return '前台无法显示这类组件，请删除';
  const parsed = diyPageComponents.safeParse([value]);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? '';
  return message.replace(/^第 1 个组件（[^）]*）：/, '') || message;
}

/** Problems of every block, by key, and the first one as the message to show on save. */
export function pageProblems(blocks: readonly EditorBlock[]): { byKey: Record<string, string>; first: string | null } {
  const byKey: Record<string, string> = {};
  let first: string | null = null;
  blocks.forEach((b, i) => {
    const problem = blockProblem(b.value);
    if (problem) {
      byKey[b.key] = problem;
      first ??= `第 ${i + 1} 个组件（${blockName(b.value.type)}）：${problem}`;
    }
  });
  return { byKey, first };
}
