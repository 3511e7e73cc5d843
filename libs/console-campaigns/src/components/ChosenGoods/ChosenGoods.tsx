import type { ReactNode } from 'react';
import { Button, Inline, Stack } from '@mall/ui';
import type { CampaignGoodsFieldsFragment } from '@mall/console-kit';
import { useCampaignsT } from '../../i18n';
import { GoodsPicker } from '../GoodsPicker/GoodsPicker';

export interface ChosenGoodsProps {
  goods: readonly CampaignGoodsFieldsFragment[];
  /** Beside each goods: its price field, units … */
  extra?: (goods: CampaignGoodsFieldsFragment, index: number) => ReactNode;
  /** Offers 移除 on each goods. */
  onRemove?: (index: number) => void;
  /** With both, the goods chooser (GoodsPicker) follows the list. */
  search?: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  onPick?: (goods: CampaignGoodsFieldsFragment) => void;
  /** The form's message when no goods is chosen or a goods is refused. */
  error?: string;
}

/**
 * The goods a form has chosen: name, spec, shop and normal price (what the activity price must stay
 * below), each with its own fields and 移除, then the chooser to add or replace one.
 */
export function ChosenGoods({ goods, extra, onRemove, search, onPick, error }: ChosenGoodsProps) {
  const t = useCampaignsT();
  return (
    <Stack space="xs">
      <strong>{t('form.goods')}</strong>
      {goods.length === 0 && <p>{t('form.noGoods')}</p>}
      <ul aria-label={t('form.goods')}>
        {goods.map((g, i) => (
          <li key={g.skuId}>
            <Inline space="sm" alignY="flex-end">
              <span>
                {g.goodsName} {g.specName ?? ''} · {g.siteName} · {t('form.normalPrice', { price: g.price })}
              </span>
              {extra?.(g, i)}
              {onRemove && (
                <Button
                  type="button"
                  size="sm"
                  variant="text"
                  onClick={() => onRemove(i)}
                  aria-label={`${t('form.remove')} ${g.goodsName}`}
                >
                  {t('form.remove')}
                </Button>
              )}
            </Inline>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
      {search && onPick && <GoodsPicker search={search} chosen={goods.map((g) => g.skuId)} onPick={onPick} />}
    </Stack>
  );
}
