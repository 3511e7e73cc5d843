// @mall/console-content: the platform's content pages (notices). Its pages are in pages.ts;
// components shown in Storybook under console-content/.
export { NoticeEditor, type NoticeDraft, type NoticeEditorProps } from './components/NoticeEditor/NoticeEditor';
export { registerContentMessages } from './i18n';
