import { m } from '@mall/i18n';
import { Card, Img, Input, Stack } from '@mall/ui';
import { FormActions } from '@mall/console-kit';
import { siteBannerSaveRequest } from '@mall/rest-contract';
import { useDraft } from '../../lib/formErrors';

export interface BannerDraft {
  bannerId?: number;
  siteId: number;
  title: string;
  image: string;
  url: string;
  sort: number;
}

export interface BannerFormProps {
  initial: BannerDraft;
  busy?: boolean;
  /** mall-api's refusal of the last save. */
  error?: string;
  onSave: (draft: BannerDraft) => void;
  onCancel: () => void;
}

/**
 * One banner of a branch site's home (/city/api/WebsiteBanner/bannerList): title, picture (an upload
 * of the mall), a same-site link and its order, the picture previewed as it is typed. Checked with the
 * contract's siteBannerSaveRequest before saving; a county site's account edits its own site's only.
 */
export function BannerForm({ initial, busy = false, error, onSave, onCancel }: BannerFormProps) {
  const { d, set, errors, save } = useDraft(initial, siteBannerSaveRequest, (v) => ({ banner_id: v.bannerId, site_id: v.siteId, title: v.title, image: v.image, url: v.url, sort: v.sort }), onSave);
  return (
    <Card title={d.bannerId ? m['console.sites.banner.edit']() : m['console.sites.banner.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.banner.name']()} value={d.title} maxLength={64} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Input label={m['console.sites.banner.image']()} value={d.image} maxLength={255} error={errors.image} onChange={(e) => set({ image: e.target.value })} />
        {d.image.startsWith('/upload/') && <Img src={d.image} alt="" width={360} height={120} />}
        <Input label={m['console.sites.banner.url']()} value={d.url} maxLength={255} error={errors.url} onChange={(e) => set({ url: e.target.value })} />
        <Input label={m['console.sites.banner.sort']()} inputMode="numeric" value={String(d.sort)} maxLength={4} error={errors.sort} onChange={(e) => set({ sort: e.target.value.trim() === '' ? 0 : Number(e.target.value) })} />
        <FormActions saveLabel={m['console.sites.banner.save']()} cancelLabel={m['console.sites.banner.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
