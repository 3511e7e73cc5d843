import { m } from '@mall/i18n';
import { Card, Input, Stack, Textarea } from '@mall/ui';
import { FormActions } from '@mall/console-kit';
import { newsSaveRequest } from '@mall/rest-contract';
import { useDraft } from '../../lib/formErrors';

export interface NewsDraft {
  newsId?: number;
  title: string;
  source: string;
  cover: string;
  summary: string;
  content: string;
}

export interface NewsFormProps {
  initial: NewsDraft;
  busy?: boolean;
  error?: string;
  onSave: (draft: NewsDraft) => void;
  onCancel: () => void;
}

/**
 * An assistance news item (/promotion/newsInformation): title, source, cover, summary and body (HTML
 * the house sanitizer cleans on save; a body that is empty once cleaned is refused by mall-api).
 * Checked with the contract's newsSaveRequest first.
 */
export function NewsForm({ initial, busy = false, error, onSave, onCancel }: NewsFormProps) {
  const { d, set, errors, save } = useDraft(initial, newsSaveRequest, (v) => ({ news_id: v.newsId, title: v.title, source: v.source, cover: v.cover, summary: v.summary, content: v.content }), onSave);
  return (
    <Card title={d.newsId ? m['console.sites.news.form.edit']() : m['console.sites.news.form.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.news.form.title']()} value={d.title} maxLength={128} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Input label={m['console.sites.news.form.source']()} value={d.source} maxLength={64} error={errors.source} onChange={(e) => set({ source: e.target.value })} />
        <Input label={m['console.sites.news.form.cover']()} value={d.cover} maxLength={255} error={errors.cover} onChange={(e) => set({ cover: e.target.value })} />
        <Input label={m['console.sites.news.form.summary']()} value={d.summary} maxLength={255} error={errors.summary} onChange={(e) => set({ summary: e.target.value })} />
        <Textarea label={m['console.sites.news.form.content']()} rows={8} value={d.content} error={errors.content} onChange={(e) => set({ content: e.target.value })} />
        <FormActions saveLabel={m['console.sites.news.form.save']()} cancelLabel={m['console.sites.news.form.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
