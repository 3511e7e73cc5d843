// Public face of @mall/content (CMS notices, help, articles; status pages). Route modules: src/routes/ and src/status/routes/, by page kind in src/pages.ts.
export { NoticeBoard, formatCmsDate } from './components/NoticeBoard/NoticeBoard';
export type { NoticeBoardProps, CmsEntryData } from './components/NoticeBoard/NoticeBoard';
export { HelpMenu, type HelpMenuProps, type HelpMenuClass } from './components/HelpMenu/HelpMenu';
export { CmsArticle, CmsEntry, type CmsArticleProps, type CmsEntryDetail } from './components/CmsArticle/CmsArticle';
export { cmsEntryMeta } from './lib/entryMeta';
export { CmsList, type CmsListProps, type CmsListEntry } from './components/CmsList/CmsList';
export { PrevNext, type PrevNextProps, type Neighbour } from './components/PrevNext/PrevNext';
