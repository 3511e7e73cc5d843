// Public face of @mall/content (CMS notices, help, articles).
export { NoticeBoard, formatCmsDate } from './components/NoticeBoard/NoticeBoard';
export type { NoticeBoardProps, CmsEntryData } from './components/NoticeBoard/NoticeBoard';
export { noticesFixture, articlesFixture } from './fixtures';
