// Notices (list, detail, save, publish / withdraw); article classes, articles, help classes and
// entries, navigation (list, detail, save, delete).
import type { ConsoleRequestOf } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, pageOf, restBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    consoleNotices: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/notices/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/notices/list'>),
        (n) => ({ ...camelize(n), content: '' }),
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/noticeAndArticle'),
    }),
    consoleNotice: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/notices/detail', { id })),
    consoleHelpClasses: async (_p, args, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/help-classes/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/help-classes/list'>),
        camelize,
      ),
    consoleHelps: async (_p, args, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/helps/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/helps/list'>),
        (h) => ({ ...camelize(h), content: '' }),
      ),
    consoleHelp: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/helps/detail', { id })),
    consoleArticleClasses: async (_p, args, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/article-classes/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/article-classes/list'>),
        camelize,
      ),
    consoleArticles: async (_p, args, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/articles/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/articles/list'>),
        (a) => ({ ...camelize(a), content: '' }),
      ),
    consoleArticle: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/articles/detail', { id })),
    consoleNavs: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/navs/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/navs/list'>),
        camelize,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/navList'),
    }),
  },
  Mutation: {
    saveNotice: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/notices/save', restBody(input)),
      ),
    publishNotice: async (_p, { id, show }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/notices/publish', { id, is_show: show })),
    saveHelpClass: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/help-classes/save', restBody(input)),
      ),
    deleteHelpClass: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/help-classes/delete', { id })).id,
    saveHelp: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/helps/save', restBody(input)),
      ),
    deleteHelp: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/helps/delete', { id })).id,
    saveArticleClass: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/article-classes/save', restBody(input)),
      ),
    deleteArticleClass: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/article-classes/delete', { id })).id,
    saveArticle: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/articles/save', { ...restBody(input), class_id: input.classId ?? null }),
      ),
    deleteArticle: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/articles/delete', { id })).id,
    saveNav: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/navs/save', restBody(input)),
      ),
    deleteNav: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/navs/delete', { id })).id,
  },
};
