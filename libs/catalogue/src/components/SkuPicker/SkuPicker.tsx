import { m } from '@mall/i18n';
import type { SpecDimension } from '../../logic/sku';
import * as styles from './SkuPicker.css';
import { Box, Inline, Stack } from '@mall/ui';

export interface SkuPickerProps {
  /** Spec dimensions as seen from the chosen sku (see specsFor). */
  specs: readonly SpecDimension[];
  /** Called with the sku a value switches to. */
  onSelect: (skuId: number) => void;
  disabled?: boolean;
}

/**
 * The spec choice of the goods page: one row per dimension (包装, 重量 …), one button per value.
 * The chosen value is pressed; a value whose sku has no stock is marked 无货 but can still be
 * chosen (to see it), and the buy buttons then stay disabled.
 *
 * The spec choice of /sku-{id}. Props: `specs` (dimensions whose values name the sku they switch to;
 * `specsFor(specs, skuId)` marks the chosen one), `onSelect(skuId)` and `disabled`. A value without stock is
 * dashed and read as “（无货）” but can still be chosen. States: switching (with the price and stock it leads
 * to), out-of-stock value chosen, no specs (renders nothing).
 */
export function SkuPicker({ specs, onSelect, disabled = false }: SkuPickerProps) {
  if (specs.length === 0) return null;
  return (
    <Stack space="sm">
      {specs.map((dim) => (
        <Inline space="md" alignY="baseline" key={dim.name} role="group" aria-label={dim.name || m['catalogue.spec']()}>
          <span className={styles.label} aria-hidden="true">
            {dim.name || m['catalogue.spec']()}
          </span>
          <Box display="flex" flexWrap="wrap" gap="xs">
            {dim.values.map((v) => (
              <button
                key={`${v.skuId}-${v.name}`}
                type="button"
                className={[styles.value, v.selected && styles.selected, !v.available && styles.unavailable]
                  .filter(Boolean)
                  .join(' ')}
                aria-pressed={v.selected}
                aria-label={v.available ? v.name : m['catalogue.specUnavailable']({ name: v.name })}
                disabled={disabled}
                data-sku-id={v.skuId}
                onClick={() => {
                  if (!v.selected) onSelect(v.skuId);
                }}
              >
                {v.name}
              </button>
            ))}
          </Box>
        </Inline>
      ))}
    </Stack>
  );
}
