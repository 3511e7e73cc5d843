// Notices (list, detail, save, publish / withdraw); article classes, articles, help classes and
// entries, navigation (list, detail, save, delete).
import type { ConsoleRequestOf } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, given, pageOf, pagingBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    consoleNotices: async (_p, { page, pageSize, sort, keyword, state }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/notices/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          state: given(state),
        } as ConsoleRequestOf<'/admin/api/content/notices/list'>),
        (n) => ({ ...camelize(n), content: '' }),
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/noticeAndArticle'),
    }),
    consoleNotice: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/notices/detail', { id })),
    consoleHelpClasses: async (_p, { page, pageSize, sort, keyword }, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/help-classes/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
        } as ConsoleRequestOf<'/admin/api/content/help-classes/list'>),
        camelize,
      ),
    consoleHelps: async (_p, { page, pageSize, sort, keyword, classId }, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/helps/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          class_id: given(classId),
        } as ConsoleRequestOf<'/admin/api/content/helps/list'>),
        (h) => ({ ...camelize(h), content: '' }),
      ),
    consoleHelp: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/helps/detail', { id })),
    consoleArticleClasses: async (_p, { page, pageSize, sort, keyword }, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/article-classes/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
        } as ConsoleRequestOf<'/admin/api/content/article-classes/list'>),
        camelize,
      ),
    consoleArticles: async (_p, { page, pageSize, sort, keyword, classId }, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/content/articles/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          class_id: given(classId),
        } as ConsoleRequestOf<'/admin/api/content/articles/list'>),
        (a) => ({ ...camelize(a), content: '' }),
      ),
    consoleArticle: async (_p, { id }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/articles/detail', { id })),
    consoleNavs: async (_p, { page, pageSize, sort, keyword, state }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/navs/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          state: given(state),
        } as ConsoleRequestOf<'/admin/api/content/navs/list'>),
        camelize,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/navList'),
    }),
  },
  Mutation: {
    saveNotice: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/notices/save', {
          id: given(input.id),
          title: input.title,
          content: input.content,
          is_top: input.isTop,
          is_show: input.isShow,
        }),
      ),
    publishNotice: async (_p, { id, show }, ctx) =>
      camelize(await ctx.console.call('/admin/api/content/notices/publish', { id, is_show: show })),
    saveHelpClass: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/help-classes/save', {
          id: given(input.id),
          class_name: input.className,
          sort: input.sort,
        }),
      ),
    deleteHelpClass: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/help-classes/delete', { id })).id,
    saveHelp: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/helps/save', {
          id: given(input.id),
          class_id: input.classId,
          title: input.title,
          content: input.content,
          sort: input.sort,
        }),
      ),
    deleteHelp: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/helps/delete', { id })).id,
    saveArticleClass: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/article-classes/save', {
          id: given(input.id),
          class_name: input.className,
          sort: input.sort,
        }),
      ),
    deleteArticleClass: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/article-classes/delete', { id })).id,
    saveArticle: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/articles/save', {
          id: given(input.id),
          class_id: input.classId ?? null,
          title: input.title,
          cover: input.cover,
          summary: input.summary,
          content: input.content,
        }),
      ),
    deleteArticle: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/articles/delete', { id })).id,
    saveNav: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/content/navs/save', {
          id: given(input.id),
          nav_title: input.navTitle,
          nav_url: input.navUrl,
          is_blank: input.isBlank,
          is_show: input.isShow,
          sort: input.sort,
        }),
      ),
    deleteNav: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/content/navs/delete', { id })).id,
  },
};
