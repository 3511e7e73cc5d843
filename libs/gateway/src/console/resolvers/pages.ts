// Micro pages: list, detail, save (draft), publish / withdraw, preview; and the goods pickers.
// Blocks arrive and leave as JSON text; mall-api checks their shape (rest-contract's diy schema).
import type { ConsoleRequestOf, ConsoleResponseOf } from '@mall/rest-contract';
import { gatewayError, GatewayErrorCode } from '../../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, camelizeMoney, given, pageOf, restBody } from '../mappers/camel';

/** Goods cards and picker skus with their prices in fen. */
const withFen = camelizeMoney('price', 'discount_price');

type Detail = ConsoleResponseOf<'/admin/api/pages/detail'>;

const toPage = ({ blocks, ...row }: Partial<Pick<Detail, 'blocks'>> & Omit<Detail, 'blocks'>) => ({ ...camelize(row), blocksJson: JSON.stringify(blocks ?? []) });

/** The editor's JSON text as a list; text that is not JSON is refused here with the editor's words. */
function blocksOf(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    if (Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw gatewayError(GatewayErrorCode.BUSINESS_ERROR, '组件列表格式不正确，请刷新页面后重试');
}

export const resolvers: Resolvers = {
  Query: {
    consoleDiyPages: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/pages/list', restBody(args) as ConsoleRequestOf<'/admin/api/pages/list'>), toPage),
    consoleDiyPage: async (_p, { id }, ctx) => toPage(await ctx.console.call('/admin/api/pages/detail', { id })),
    consoleDiyPreview: async (_p, { blocksJson }, ctx) => {
      const preview = await ctx.console.call('/admin/api/pages/preview', { blocks: blocksOf(blocksJson) });
      return { blocksJson: JSON.stringify(preview.blocks), goods: preview.goods.map(withFen), skipped: preview.skipped };
    },
    consolePickerSkus: async (_p, { page, pageSize, keyword, skuIds }, ctx) =>
      pageOf(await ctx.console.call('/admin/api/picker/skus', { page: given(page), page_size: given(pageSize), keyword: given(keyword), sku_ids: given(skuIds) }), withFen),
    consolePickerCategories: async (_p, _a, ctx) => (await ctx.console.call('/admin/api/picker/categories', {})).map(camelize),
  },
  Mutation: {
    saveDiyPage: async (_p, { input }, ctx) => toPage(await ctx.console.call('/admin/api/pages/save', { id: given(input.id), title: input.title, blocks: blocksOf(input.blocksJson) as never })),
    publishDiyPage: async (_p, { id, publish }, ctx) => toPage(await ctx.console.call('/admin/api/pages/publish', { id, publish })),
  },
};
