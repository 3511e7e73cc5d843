import { noticeSaveRequest } from '@mall/rest-contract';
import { useContentT } from '../../i18n';
import { EntryForm } from '../EntryForm/EntryForm';

export interface NoticeDraft {
  id?: number;
  title: string;
  content: string;
  isTop: boolean;
  isShow: boolean;
}

export interface NoticeEditorProps {
  /** The notice being edited; without an id, a new one. */
  initial: NoticeDraft;
  busy?: boolean;
  /** mall-api's message when it refused the save. */
  error?: string;
  onSave: (draft: NoticeDraft) => void;
  onCancel: () => void;
}

/**
 * The notice form: title, body (HTML that mall-api cleans with the house sanitizer), pinned and
 * published. It checks the same rules mall-api applies (rest-contract's noticeSaveRequest) before
 * saving and shows each message beside its field; mall-api's own refusal shows above the buttons.
 */
export function NoticeEditor({ initial, busy = false, error, onSave, onCancel }: NoticeEditorProps) {
  const t = useContentT();
  return (
    <EntryForm
      title={initial.id ? t('editor.edit') : t('editor.create')}
      fields={[
        { name: 'title', label: t('editor.title'), kind: 'text', maxLength: 128 },
        { name: 'content', label: t('editor.content'), kind: 'textarea' },
        { name: 'is_top', label: t('editor.top'), kind: 'checkbox' },
        { name: 'is_show', label: t('editor.show'), kind: 'checkbox' },
      ]}
      initial={{
        title: initial.title,
        content: initial.content,
        is_top: initial.isTop,
        is_show: initial.isShow,
      }}
      rules={noticeSaveRequest}
      busy={busy}
      error={error}
      onSave={(v) =>
        onSave({
          id: initial.id,
          title: String(v.title),
          content: String(v.content),
          isTop: v.is_top === true,
          isShow: v.is_show === true,
        })
      }
      onCancel={onCancel}
    />
  );
}
