import { m } from '@mall/i18n';
import { useState } from 'react';
import { Button, Input, Stack, Textarea, Upload } from '@mall/ui';
import type { ShopSelfInfoFieldsFragment, ShopSelfInfoInput } from '@mall/console-kit';
import { SHOP_INTRODUCTION_MAX, SHOP_NAME_MAX, SHOP_SHORTNAME_MAX, shopSelfInfoSave } from '@mall/rest-contract';
import { fieldErrors } from '../../lib/fieldErrors';
import { uploadShopInfoImage } from '../../lib/upload';


export interface ShopInfoFormProps {
  /** The shop's info as saved. */
  initial: ShopSelfInfoFieldsFragment;
  /** Saving: the button waits. */
  busy?: boolean;
  /** mall-api's refusal of the last save (a name another shop has …). */
  error?: string;
  /** Shown after a save went through. */
  saved?: boolean;
  /** Sends a picture; defaults to the console's shop-info upload (stories pass a fake). */
  upload?: (file: File) => Promise<string>;
  onSave: (input: ShopSelfInfoInput) => void;
}

/**
 * 店铺信息: the 店主's form of the shop's name, short name, avatar, banner, introduction and hotline.
 * Checked with the contract's rules before sending (each refusal under its field); saved at once and
 * shown on the storefront's shop page. States: editing, saving (busy), refused (`error`), saved.
 */
export function ShopInfoForm({ initial, busy = false, error, saved = false, upload, onSave }: ShopInfoFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ShopSelfInfoFieldsFragment>(key: K, value: ShopSelfInfoFieldsFragment[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = () => {
    const body = { site_name: draft.siteName, shortname: draft.shortname, avatar: draft.avatar, banner: draft.banner, introduction: draft.introduction, telephone: draft.telephone };
    const refused = fieldErrors(shopSelfInfoSave, body);
    setErrors(refused ?? {});
    if (refused) return;
    onSave({ siteName: draft.siteName.trim(), shortname: draft.shortname.trim(), avatar: draft.avatar, banner: draft.banner, introduction: draft.introduction.trim(), telephone: draft.telephone.trim() });
  };
  return (
    <form
      aria-label={m['console.shopSelf.info.title']()}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack space="md">
        <Input label={m['console.shopSelf.info.name']()} value={draft.siteName} maxLength={SHOP_NAME_MAX} error={errors.site_name} onChange={(e) => set('siteName', e.target.value)} />
        <Input label={m['console.shopSelf.info.shortname']()} hint={m['console.shopSelf.info.shortnameHint']()} value={draft.shortname} maxLength={SHOP_SHORTNAME_MAX} error={errors.shortname} onChange={(e) => set('shortname', e.target.value)} />
        <Picture label={m['console.shopSelf.info.avatar']()} hint={m['console.shopSelf.info.avatarHint']()} value={draft.avatar} error={errors.avatar} upload={upload ?? uploadShopInfoImage} onChange={(path) => set('avatar', path)} />
        <Picture label={m['console.shopSelf.info.banner']()} hint={m['console.shopSelf.info.bannerHint']()} value={draft.banner} error={errors.banner} upload={upload ?? uploadShopInfoImage} onChange={(path) => set('banner', path)} />
        <Textarea label={m['console.shopSelf.info.introduction']()} value={draft.introduction} maxLength={SHOP_INTRODUCTION_MAX} rows={4} error={errors.introduction} onValueChange={(v) => set('introduction', v)} />
        <Input label={m['console.shopSelf.info.telephone']()} hint={m['console.shopSelf.info.telephoneHint']()} value={draft.telephone} inputMode="tel" error={errors.telephone} onChange={(e) => set('telephone', e.target.value)} />
        {error && <p role="alert">{error}</p>}
        {saved && !error && <p role="status">{m['console.shopSelf.info.saved']()}</p>}
        <div>
          <Button type="submit" disabled={busy}>
            {m['console.shopSelf.info.save']()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** One picture: its thumbnail with 删除, or the file button; a new value from outside starts it again. */
function Picture({ label, hint, value, error, upload, onChange }: { label: string; hint: string; value: string; error?: string; upload: (file: File) => Promise<string>; onChange: (path: string) => void }) {
  return (
    <Stack space="xs">
      <Upload key={value} label={label} maxCount={1} defaultValue={value ? [{ id: value, url: value }] : []} onUpload={upload} onChange={(images) => onChange(images[0]?.url ?? '')} />
      <p>{hint}</p>
      {error && <p role="alert">{error}</p>}
    </Stack>
  );
}
