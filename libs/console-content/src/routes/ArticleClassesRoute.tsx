// 文章分类: the classes of /cms/article (each lists at /cms/article/listother-{id}); the shared class
// list: by name, in their order; a class with articles is not deleted.
import { articleClassSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleArticleClassesDocument,
  DeleteArticleClassDocument,
  SaveArticleClassDocument,
} from '@mall/console-kit';
import { classRoute } from '../shared/classRoute';

export const { loader, action, Component } = classRoute({
  load: async (p) =>
    (
      await consoleRequest(ConsoleArticleClassesDocument, {
        page: p.page,
        pageSize: p.pageSize,
        sort: p.sort,
        keyword: p.filters.keyword,
      })
    ).consoleArticleClasses,
  save: (id, input) => consoleRequest(SaveArticleClassDocument, { input: { id, ...input } }),
  remove: (id) => consoleRequest(DeleteArticleClassDocument, { id }),
  rules: articleClassSaveRequest,
  entries: (c) => c.articleCount,
  messages: 'articleClass',
});
