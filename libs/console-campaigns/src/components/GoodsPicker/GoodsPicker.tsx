import { useState } from 'react';
import { Button, Inline, Input, Stack } from '@mall/ui';
import type { CampaignGoodsFieldsFragment } from '@mall/console-kit';
import { useCampaignsT } from '../../i18n';

export interface GoodsPickerProps {
  /** Searches on-shelf skus with stock (the console's campaignGoods query). */
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  onPick: (goods: CampaignGoodsFieldsFragment) => void;
  /** Skus already chosen: shown as chosen, not offered again. */
  chosen?: readonly number[];
}

/**
 * Finds the goods an activity will sell: a keyword (goods or shop name), then the matching skus with
 * their normal price and stock; 选择 hands one to the form. Only goods on the shelf with stock appear.
 */
export function GoodsPicker({ search, onPick, chosen = [] }: GoodsPickerProps) {
  const t = useCampaignsT();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<CampaignGoodsFieldsFragment[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setFound(await search(keyword.trim()));
    } catch (e) {
      setError(t('picker.error', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack space="xs">
      <Inline space="sm" alignY="flex-end">
        <Input
          label={t('picker.label')}
          placeholder={t('picker.placeholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void run();
            }
          }}
        />
        <Button type="button" variant="secondary" loading={busy} onClick={() => void run()}>
          {t('picker.search')}
        </Button>
      </Inline>
      {error && <p role="alert">{error}</p>}
      {found && found.length === 0 && <p>{t('picker.empty')}</p>}
      {found && found.length > 0 && (
        <ul aria-label={t('picker.label')}>
          {found.map((g) => (
            <li key={g.skuId}>
              <Inline space="sm" alignY="center">
                <span>
                  {g.goodsName} {g.specName} · {g.siteName} · ¥{g.price} ·{' '}
                  {t('picker.stock', { stock: g.stock ?? 0 })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="text"
                  disabled={chosen.includes(g.skuId)}
                  onClick={() => onPick(g)}
                  aria-label={`${t('picker.pick')} ${g.goodsName} ${g.specName ?? ''}`.trim()}
                >
                  {t('picker.pick')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
