// Public face of @mall/content (CMS notices, help, articles; status pages). Route modules: src/routes/ and src/status/routes/, by page kind in src/pages.ts.
export { NoticeBoard, formatCmsDate } from './components/NoticeBoard/NoticeBoard';
export type { NoticeBoardProps, CmsEntryData } from './components/NoticeBoard/NoticeBoard';
export { HelpMenu, type HelpMenuProps, type HelpMenuClass } from './components/HelpMenu/HelpMenu';
export { CmsArticle, type CmsArticleProps } from './components/CmsArticle/CmsArticle';
export { CmsList, type CmsListProps, type CmsListEntry } from './components/CmsList/CmsList';
export { PrevNext, type PrevNextProps, type Neighbour } from './components/PrevNext/PrevNext';
