// Friendly links and search words (list, save, delete); agreements (list, detail, save).
import type { ConsoleRequestOf } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, given, pageOf, pagingBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    consoleFriendlyLinks: async (_p, { page, pageSize, sort, keyword, state }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/links/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          state: given(state),
        } as ConsoleRequestOf<'/admin/api/content/links/list'>),
        camelize,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/friendlyLink'),
    }),
    consoleSearchWords: async (_p, { page, pageSize, sort, keyword, kind }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/search-words/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          kind: given(kind),
        } as ConsoleRequestOf<'/admin/api/content/search-words/list'>),
        camelize,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/hotSearchWords'),
    }),
    consoleAgreements: async (_p, _args, ctx) =>
      (await ctx.console.call('/admin/api/content/agreements/list', {})).map((a) => ({ ...camelize(a), content: '' })),
    consoleAgreement: async (_p, { key }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/agreements/detail', {
          key,
        } as ConsoleRequestOf<'/admin/api/content/agreements/detail'>),
      ),
  },
  Mutation: {
    saveFriendlyLink: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/links/save', {
          id: given(input.id),
          link_title: input.linkTitle,
          link_url: input.linkUrl,
          link_pic: input.linkPic,
          is_blank: input.isBlank,
          is_show: input.isShow,
          sort: input.sort,
        }),
      ),
    deleteFriendlyLink: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/links/delete', { id })).id,
    saveSearchWord: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/search-words/save', {
          id: given(input.id),
          word: input.word,
          kind: input.kind,
          sort: input.sort,
        } as ConsoleRequestOf<'/admin/api/content/search-words/save'>),
      ),
    deleteSearchWord: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/search-words/delete', { id })).id,
    saveAgreement: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/agreements/save', {
          key: input.key,
          title: input.title,
          content: input.content,
        } as ConsoleRequestOf<'/admin/api/content/agreements/save'>),
      ),
  },
};
