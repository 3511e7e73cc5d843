import { useState } from 'react';
import type { AddressInput } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Button, cx, Inline } from '@mall/ui';
import { AddressForm, type RegionItem } from '@mall/member';
import { sortAddresses, type MemberAddressCard } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import * as styles from './AddressPicker.css';
import { Section } from '@mall/page-kit';

export interface AddressPickerProps {
  /** The member's address book. */
  addresses: readonly Pick<MemberAddressCard, 'id' | 'name' | 'mobile' | 'fullAddress' | 'isDefault'>[];
  /** The address the calculation uses; null for none. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Saves a new address; answers null when saved (it becomes the selected one) or the refusal. */
  onAdd: (input: AddressInput) => Promise<string | null>;
  loadRegions: (pid: number) => Promise<readonly RegionItem[]>;
  /** Store pickup needs no address: the cards are shown but a hint says so. */
  pickup?: boolean;
  disabled?: boolean;
}

/**
 * 收货地址 of the checkout page (/payment): the member's addresses as cards, default first, the selected one
 * highlighted (aria-pressed). 新增收货地址 opens an inline form; once saved the new address is selected. Props:
 * `addresses`, `selectedId`, `onSelect(id)`, `onAdd(input)` (answers null when saved or the refusal),
 * `loadRegions`, `pickup` (store pickup needs no address: a hint), `disabled`. States: normal, no address
 * (form open with a hint), refused save, long names (Xinjiang address), pickup.
 */
export function AddressPicker({ addresses, selectedId, onSelect, onAdd, loadRegions, pickup = false, disabled = false }: AddressPickerProps) {
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const none = addresses.length === 0;
  const formOpen = adding || none;

  const add = async (input: AddressInput) => {
    setSaving(true);
    setError(null);
    const refusal = await onAdd(input);
    setSaving(false);
    if (refusal) setError(refusal);
    else setAdding(false);
  };

  return (
    <Section
      title={m['checkout.address.heading']()}
      extra={
        !formOpen && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)} disabled={disabled}>
            {m['checkout.address.add']()}
          </Button>
        )
      }
    >
      {pickup && <p className={shared.muted}>{m['checkout.address.pickupHint']()}</p>}
      {none && <p className={shared.muted}>{m['checkout.address.none']()}</p>}
      {!none && (
        <Box as="ul" display="grid" gap="md" className={styles.list} aria-label={m['checkout.address.listLabel']()}>
          {sortAddresses(addresses).map((a) => {
            const selected = a.id === selectedId;
            return (
              <li key={a.id}>
                <button
                  type="button"
                  className={cx(styles.card, selected && styles.selected)}
                  aria-pressed={selected}
                  disabled={disabled}
                  onClick={() => onSelect(a.id)}
                >
                  <Inline as="span" space="sm">
                    <span className={styles.name}>{a.name}</span>
                    <span>{a.mobile}</span>
                    {a.isDefault && <span className={styles.badge}>{m['checkout.address.isDefault']()}</span>}
                  </Inline>
                  <span className={styles.address}>{a.fullAddress}</span>
                </button>
              </li>
            );
          })}
        </Box>
      )}
      {formOpen && (
        <AddressForm
          variant="compact"
          loadRegions={loadRegions}
          onSubmit={(input) => void add(input)}
          onCancel={none ? undefined : () => setAdding(false)}
          submitting={saving}
          error={error}
        />
      )}
    </Section>
  );
}
