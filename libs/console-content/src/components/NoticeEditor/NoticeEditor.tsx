import { useState } from 'react';
import { Button, Card, Checkbox, Inline, Input, Stack, Textarea } from '@mall/ui';
import { noticeSaveRequest } from '@mall/rest-contract';
import { useContentT } from '../../i18n';

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
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    const parsed = noticeSaveRequest.safeParse({ id: draft.id, title: draft.title, content: draft.content, is_top: draft.isTop, is_show: draft.isShow });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSave(draft);
  };
  return (
    <Card title={draft.id ? t('editor.edit') : t('editor.create')}>
      <Stack space="sm">
        <Input label={t('editor.title')} value={draft.title} maxLength={128} error={errors.title} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} />
        <Textarea label={t('editor.content')} value={draft.content} rows={10} error={errors.content} onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))} />
        <Inline space="md">
          <Checkbox label={t('editor.top')} checked={draft.isTop} onChange={(e) => setDraft((d) => ({ ...d, isTop: e.target.checked }))} />
          <Checkbox label={t('editor.show')} checked={draft.isShow} onChange={(e) => setDraft((d) => ({ ...d, isShow: e.target.checked }))} />
        </Inline>
        {error && <p role="alert">{error}</p>}
        <Inline space="sm">
          <Button loading={busy} onClick={save}>
            {t('editor.save')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
