// @mall/console-content: the platform's content pages (notices, articles, help, navigation). Its pages are in pages.ts;
// components shown in Storybook under console-content/.
export {
  NoticeEditor,
  type NoticeDraft,
  type NoticeEditorProps,
} from './components/NoticeEditor/NoticeEditor';
export {
  EntryForm,
  type EntryField,
  type EntryFormProps,
  type EntryValues,
} from './components/EntryForm/EntryForm';
export { EntryListPage, type EntryListPageProps } from './components/EntryListPage/EntryListPage';
