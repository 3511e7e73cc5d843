// Notices: list (published or not), detail, save, publish / withdraw.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import { PUBLIC_CACHE_TTL_MS } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, given, pageOf } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    consoleNotices: async (_p, { page, pageSize, sort, keyword, state }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/notices/list', { page: given(page), page_size: given(pageSize), sort: given(sort), keyword: given(keyword), state: given(state) } as ConsoleRequestOf<'/admin/api/content/notices/list'>),
        (n) => ({ ...camelize(n), content: '' }),
      ),
      cacheSeconds: Math.ceil(PUBLIC_CACHE_TTL_MS['/api/pc/noticeAndArticle'] / 1000),
    }),
    consoleNotice: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/content/notices/detail', { id })),
  },
  Mutation: {
    saveNotice: async (_p, { input }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/notices/save', { id: given(input.id), title: input.title, content: input.content, is_top: input.isTop, is_show: input.isShow })),
    publishNotice: async (_p, { id, show }, ctx) => camelize(await ctx.console.call('/admin/api/content/notices/publish', { id, is_show: show })),
  },
};
