// Friendly links and search words (list, save, delete); agreements (list, detail, save).
import type { ConsoleRequestOf } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, pageOf, restBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    consoleFriendlyLinks: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/links/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/links/list'>),
        camelize,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/friendlyLink'),
    }),
    consoleSearchWords: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/search-words/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/search-words/list'>),
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
        await ctx.console.call('/admin/api/content/links/save', restBody(input)),
      ),
    deleteFriendlyLink: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/links/delete', { id })).id,
    saveSearchWord: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/search-words/save', restBody(input) as ConsoleRequestOf<'/admin/api/content/search-words/save'>),
      ),
    deleteSearchWord: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/search-words/delete', { id })).id,
    saveAgreement: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/agreements/save', restBody(input) as ConsoleRequestOf<'/admin/api/content/agreements/save'>),
      ),
  },
};
