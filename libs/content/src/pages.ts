import { type PageModules } from '@mall/page-kit';

/**
 * `@mall/content/pages`: the CMS pages (notices, help, articles) and the status pages (closed,
 * 404), each lazily loaded (its own chunk). The app's route table names them as page
 * kinds; this module holds only the import functions.
 */
export const contentPages = {
  noticeList: () => import('./routes/NoticeListRoute'),
  noticeDetail: () => import('./routes/NoticeRoute'),
  help: () => import('./routes/HelpRoute'),
  helpList: () => import('./routes/HelpListRoute'),
  articleList: () => import('./routes/ArticleListRoute'),
  articleDetail: () => import('./routes/ArticleRoute'),
  closed: () => import('./status/routes/ClosedRoute'),
  notFound: () => import('./status/routes/NotFoundRoute'),
} satisfies PageModules;

/** The page kinds of the content routes. */
export type ContentPage = keyof typeof contentPages;
