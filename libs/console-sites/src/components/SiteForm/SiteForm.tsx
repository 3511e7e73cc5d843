import { m } from '@mall/i18n';
import { Card, Checkbox, Inline, Input, Select, Stack } from '@mall/ui';
import { FormActions } from '@mall/console-kit';
import { siteSaveRequest } from '@mall/rest-contract';
import { useDraft } from '../../lib/formErrors';

export interface SiteDraft {
  siteId?: number;
  title: string;
  logo: string;
  websiteType: number;
  siteAreaId: number;
  webDomain: string;
  isBackIndex: number;
  webQrcode: string;
  sort: number;
  provinceId: number;
  provinceName: string;
  initial: string;
  parentSiteId: number;
  welcome: string;
  shortname: string;
}

export const emptySite: SiteDraft = { title: '', logo: '', websiteType: 1, siteAreaId: 0, webDomain: '', isBackIndex: 1, webQrcode: '', sort: 0, provinceId: 0, provinceName: '', initial: '', parentSiteId: 0, welcome: '', shortname: '' };

export interface SiteFormProps {
  initial: SiteDraft;
  /** The city sites a county site may belong to. */
  cities: readonly { siteId: number; title: string }[];
  busy?: boolean;
  /** mall-api's refusal of the last save. */
  error?: string;
  onSave: (draft: SiteDraft) => void;
  onCancel: () => void;
}

const toRequest = (d: SiteDraft) => ({
  site_id: d.siteId,
  title: d.title,
  logo: d.logo,
  website_type: d.websiteType,
  site_area_id: d.siteAreaId,
  web_domain: d.webDomain,
  is_back_index: d.isBackIndex,
  web_qrcode: d.webQrcode,
  sort: d.sort,
  province_id: d.provinceId,
  province_name: d.provinceName,
  initial: d.initial,
  parent_site_id: d.parentSiteId,
  welcome: d.welcome,
  shortname: d.shortname,
});

/**
 * A branch site (SPEC §3 website and city detail): name, city or county (a county names its city
 * site), area code, subdomain, logo, QR code, whether the site shows “返回首页”, order, and the region
 * hall's fields (province, the chooser's initial, welcome line, short name). Checked with the contract's
 * siteSaveRequest before saving (each message beside its field); mall-api's own refusal (a subdomain in
 * use, a county without a city) shows above the buttons.
 */
export function SiteForm({ initial, cities, busy = false, error, onSave, onCancel }: SiteFormProps) {
  const { d, set, errors, save } = useDraft(initial, siteSaveRequest, toRequest, onSave);
  const num = (s: string) => (s.trim() === '' ? 0 : Number(s));
  return (
    <Card title={d.siteId ? m['console.sites.form.edit']() : m['console.sites.form.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.form.title']()} value={d.title} maxLength={64} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Inline space="md">
          <Select
            label={m['console.sites.form.type']()}
            placeholder={false}
            value={String(d.websiteType)}
            options={[
              { value: '1', label: m['console.sites.sites.city']() },
              { value: '2', label: m['console.sites.sites.county']() },
            ]}
            error={errors.website_type}
            onChange={(e) => set({ websiteType: Number(e.target.value), parentSiteId: e.target.value === '1' ? 0 : d.parentSiteId })}
          />
          <Select
            label={m['console.sites.form.parent']()}
            placeholder={m['console.sites.form.noParent']()}
            disabled={d.websiteType === 1}
            value={d.parentSiteId ? String(d.parentSiteId) : ''}
            options={cities.filter((c) => c.siteId !== d.siteId).map((c) => ({ value: String(c.siteId), label: c.title }))}
            error={errors.parent_site_id}
            onChange={(e) => set({ parentSiteId: num(e.target.value) })}
          />
        </Inline>
        <Inline space="md">
          <Input label={m['console.sites.form.areaId']()} inputMode="numeric" value={d.siteAreaId ? String(d.siteAreaId) : ''} maxLength={6} error={errors.site_area_id} onChange={(e) => set({ siteAreaId: num(e.target.value) })} />
          <Input label={m['console.sites.form.domain']()} value={d.webDomain} maxLength={32} error={errors.web_domain} onChange={(e) => set({ webDomain: e.target.value })} />
          <Input label={m['console.sites.form.sort']()} inputMode="numeric" value={String(d.sort)} maxLength={4} error={errors.sort} onChange={(e) => set({ sort: num(e.target.value) })} />
        </Inline>
        <Input label={m['console.sites.form.logo']()} value={d.logo} maxLength={255} error={errors.logo} onChange={(e) => set({ logo: e.target.value })} />
        <Input label={m['console.sites.form.qrcode']()} value={d.webQrcode} maxLength={255} error={errors.web_qrcode} onChange={(e) => set({ webQrcode: e.target.value })} />
        <Checkbox label={m['console.sites.form.backIndex']()} checked={d.isBackIndex === 1} onChange={(e) => set({ isBackIndex: e.target.checked ? 1 : 0 })} />
        <h3>{m['console.sites.form.hall']()}</h3>
        <Inline space="md">
          <Input label={m['console.sites.form.provinceId']()} inputMode="numeric" value={d.provinceId ? String(d.provinceId) : ''} maxLength={6} error={errors.province_id} onChange={(e) => set({ provinceId: num(e.target.value) })} />
          <Input label={m['console.sites.form.provinceName']()} value={d.provinceName} maxLength={32} error={errors.province_name} onChange={(e) => set({ provinceName: e.target.value })} />
          <Input label={m['console.sites.form.initial']()} value={d.initial} maxLength={1} error={errors.initial} onChange={(e) => set({ initial: e.target.value })} />
        </Inline>
        <Input label={m['console.sites.form.shortname']()} value={d.shortname} maxLength={32} error={errors.shortname} onChange={(e) => set({ shortname: e.target.value })} />
        <Input label={m['console.sites.form.welcome']()} value={d.welcome} maxLength={128} error={errors.welcome} onChange={(e) => set({ welcome: e.target.value })} />
        <FormActions saveLabel={m['console.sites.form.save']()} cancelLabel={m['console.sites.form.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
