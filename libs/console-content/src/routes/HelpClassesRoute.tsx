// 帮助分类: the help centre's classes (the shared class list: by name, in their order; a class with
// entries is not deleted).
import { helpClassSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleHelpClassesDocument,
  DeleteHelpClassDocument,
  SaveHelpClassDocument,
} from '@mall/console-kit';
import { classRoute } from '../shared/classRoute';

export const { loader, action, Component } = classRoute({
  load: async (p) =>
    (
      await consoleRequest(ConsoleHelpClassesDocument, {
        page: p.page,
        pageSize: p.pageSize,
        sort: p.sort,
        keyword: p.filters.keyword,
      })
    ).consoleHelpClasses,
  save: (id, input) => consoleRequest(SaveHelpClassDocument, { input: { id, ...input } }),
  remove: (id) => consoleRequest(DeleteHelpClassDocument, { id }),
  rules: helpClassSaveRequest,
  entries: (c) => c.helpCount,
  messages: 'helpClass',
});
