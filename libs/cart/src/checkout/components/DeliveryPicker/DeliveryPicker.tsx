import type { DeliveryType } from '@mall/gateway-client';
import { m, messageFor, type Message } from '@mall/i18n';
import { Box, Price, RadioGroup, Stack } from '@mall/ui';
import type { CheckoutDeliveryOption, CheckoutStore } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import * as styles from './DeliveryPicker.css';
import { Section } from '@mall/page-kit';

/** A delivery type's name (快递配送 / 同城配送 / 门店自提 / 虚拟商品). */
const DELIVERY_TYPE_TEXT: Record<DeliveryType, Message> = {
  EXPRESS: m['orders.deliveryType.EXPRESS'],
  LOCAL_DELIVERY: m['orders.deliveryType.LOCAL_DELIVERY'],
  PICKUP: m['orders.deliveryType.PICKUP'],
  VIRTUAL: m['orders.deliveryType.VIRTUAL'],
};

export interface DeliveryPickerProps {
  /** Only the delivery types the calculation offers, with their fee. */
  options: readonly CheckoutDeliveryOption[];
  value: DeliveryType;
  onChange: (type: DeliveryType) => void;
  /** Pickup stores of the shop (from the calculation). */
  stores: readonly CheckoutStore[];
  /** The pickup store in effect. */
  storeId: number | null;
  onStoreChange: (storeId: number) => void;
  disabled?: boolean;
}

/**
 * 配送方式 of the checkout page: express, local delivery or store pickup, only the options the calculation offers
 * (pickup only when one shop has pickup stores), each with its fee. Pickup shows a store picker. Props:
 * `options`, `value`, `onChange(type)`, `stores`, `storeId`, `onStoreChange(id)`, `disabled`. A change makes
 * the page recalculate. States: express, pickup with stores, no option, pickup without store, long store
 * names.
 */
export function DeliveryPicker({ options, value, onChange, stores, storeId, onStoreChange, disabled = false }: DeliveryPickerProps) {
  const fee = (value: number) =>
    value === 0 ? (
      m['checkout.delivery.free']()
    ) : (
      <>
        {m['checkout.delivery.fee']()} <Price value={value} size="sm" />
      </>
    );
  return (
    <Section title={m['checkout.delivery.heading']()}>
      {options.length === 0 ? (
        <p className={shared.error}>{m['checkout.delivery.none']()}</p>
      ) : (
        <RadioGroup
          label={m['checkout.delivery.label']()}
          hideLabel
          value={value}
          disabled={disabled}
          onChange={(v) => onChange(v as DeliveryType)}
          options={options.map((o) => ({
            value: o.type,
            label: (
              <Box as="span" display="inline-flex" gap="xs" alignItems="baseline">
                {messageFor(DELIVERY_TYPE_TEXT, o.type, `orders.deliveryType.${o.type}`)}
                <span className={shared.muted}>{fee(o.fee)}</span>
              </Box>
            ),
          }))}
        />
      )}
      {value === 'PICKUP' &&
        (stores.length === 0 ? (
          <p className={shared.error}>{m['checkout.delivery.noStore']()}</p>
        ) : (
          <RadioGroup
            label={m['checkout.delivery.storeLabel']()}
            direction="column"
            value={storeId === null ? undefined : String(storeId)}
            disabled={disabled}
            onChange={(v) => onStoreChange(Number(v))}
            options={stores.map((s) => ({
              value: String(s.storeId),
              label: (
                <Stack as="span" space="xxs" className={styles.store}>
                  <span className={styles.storeName}>{s.storeName}</span>
                  <span className={shared.muted}>{s.address}</span>
                  <span className={shared.muted}>
                    {m['checkout.delivery.storeTel']({ tel: s.telephone })} · {m['checkout.delivery.storeOpen']({ time: s.openTime })}
                  </span>
                </Stack>
              ),
            }))}
          />
        ))}
    </Section>
  );
}
