import { m } from '@mall/i18n';
import { useState } from 'react';
import { Button, Checkbox, Inline, Input, Stack } from '@mall/ui';
import type { ShopStoreFieldsFragment, ShopStoreInput } from '@mall/console-kit';
import { shopStoreSave } from '@mall/rest-contract';
import { fieldErrors } from '../../lib/fieldErrors';


export interface StoreFormProps {
  /** The store to edit; null for a new one. */
  store: ShopStoreFieldsFragment | null;
  busy?: boolean;
  /** mall-api's refusal of the last save. */
  error?: string;
  onSave: (input: ShopStoreInput) => void;
  onCancel: () => void;
}

/**
 * 新建门店 / 编辑门店: an offline store's name, address, phone, opening hours, whether it is a pickup
 * point and its place in the list. Checked with the contract's rules before sending (each refusal
 * under its field). Enabling and disabling is the list's action, not the form's. States: new,
 * editing, saving (busy), refused (`error`).
 */
export function StoreForm({ store, busy = false, error, onSave, onCancel }: StoreFormProps) {
  const [draft, setDraft] = useState({
    storeName: store?.storeName ?? '',
    address: store?.address ?? '',
    telephone: store?.telephone ?? '',
    openTime: store?.openTime ?? '',
    isPickup: store?.isPickup ?? true,
    sort: String(store?.sort ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = () => {
    const body = { store_id: store?.storeId, store_name: draft.storeName, address: draft.address, telephone: draft.telephone, open_time: draft.openTime, is_pickup: draft.isPickup, sort: draft.sort.trim() === '' ? 0 : draft.sort };
    const refused = fieldErrors(shopStoreSave, body);
    setErrors(refused ?? {});
    if (refused) return;
    onSave({ storeId: store?.storeId, storeName: draft.storeName.trim(), address: draft.address.trim(), telephone: draft.telephone.trim(), openTime: draft.openTime.trim(), isPickup: draft.isPickup, sort: Number(draft.sort) || 0 });
  };
  return (
    <form
      aria-label={store ? m['console.shopSelf.store.edit']() : m['console.shopSelf.store.add']()}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack space="md">
        <h2>{store ? `${m['console.shopSelf.store.edit']()}：${store.storeName}` : m['console.shopSelf.store.add']()}</h2>
        <Input label={m['console.shopSelf.store.name']()} value={draft.storeName} maxLength={32} error={errors.store_name} onChange={(e) => set('storeName', e.target.value)} />
        <Input label={m['console.shopSelf.store.address']()} value={draft.address} maxLength={120} error={errors.address} onChange={(e) => set('address', e.target.value)} />
        <Inline space="md">
          <Input label={m['console.shopSelf.store.telephone']()} value={draft.telephone} inputMode="tel" error={errors.telephone} onChange={(e) => set('telephone', e.target.value)} />
          <Input label={m['console.shopSelf.store.openTime']()} hint={m['console.shopSelf.store.openTimeHint']()} value={draft.openTime} maxLength={32} error={errors.open_time} onChange={(e) => set('openTime', e.target.value)} />
          <Input label={m['console.shopSelf.store.sort']()} value={draft.sort} inputMode="numeric" size="sm" error={errors.sort} onChange={(e) => set('sort', e.target.value)} />
        </Inline>
        <Checkbox label={m['console.shopSelf.store.pickup']()} checked={draft.isPickup} onChange={(e) => set('isPickup', e.target.checked)} />
        {error && <p role="alert">{error}</p>}
        <Inline space="sm">
          <Button type="submit" disabled={busy}>
            {m['console.shopSelf.store.save']()}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {m['console.shopSelf.store.cancel']()}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
