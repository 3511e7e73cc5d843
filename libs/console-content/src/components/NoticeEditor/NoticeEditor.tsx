import { m } from '@mall/i18n';
import { noticeSaveRequest } from '@mall/rest-contract';
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
  return (
    <EntryForm
      title={initial.id ? m['console.content.editor.edit']() : m['console.content.editor.create']()}
      fields={[
        { name: 'title', label: m['console.content.editor.title'](), kind: 'text', maxLength: 128 },
        { name: 'content', label: m['console.content.editor.content'](), kind: 'textarea' },
        { name: 'is_top', label: m['console.content.editor.top'](), kind: 'checkbox' },
        { name: 'is_show', label: m['console.content.editor.show'](), kind: 'checkbox' },
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
