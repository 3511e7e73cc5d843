import { m } from '@mall/i18n';
import { useState } from 'react';
import { Button, Card, Input, Stack, Textarea } from '@mall/ui';
import { ZONE_GOODS_MAX, zoneGoodsSetRequest, zoneSaveRequest } from '@mall/rest-contract';
import { GoodsPicker, type PickerGoods } from '@mall/console-kit';
import { fieldErrors } from '../../lib/formErrors';

export interface ZoneTexts {
  code: string;
  title: string;
  subtitle: string;
  banner: string;
  introduction: string;
  notice: string;
}

export interface ZoneGoodsLine {
  skuId: number;
  skuName: string;
  tab: string;
  province: string;
}

export interface ZoneFormProps {
  texts: ZoneTexts;
  /** region: tabs are provinces and every goods needs its province. */
  tabKind: string;
  goods: readonly ZoneGoodsLine[];
  /** The goods search for adding goods (the route runs it). */
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  busy?: boolean;
  error?: string;
  onSaveTexts: (texts: ZoneTexts) => void;
  onSaveGoods: (goods: ZoneGoodsLine[]) => void;
}

/**
 * One assistance zone (or the fresh hall): its name, subtitle, banner, introduction and notice, and
 * its goods in order, each with the tab it shows under and its province (required in the region
 * zones, whose tabs are provinces). New goods come from the goods search; each part is saved on its
 * own, checked with the contract's zoneSaveRequest / zoneGoodsSetRequest first.
 */
export function ZoneForm({ texts, tabKind, goods, search, busy = false, error, onSaveTexts, onSaveGoods }: ZoneFormProps) {
  const [d, setD] = useState(texts);
  const [lines, setLines] = useState<ZoneGoodsLine[]>([...goods]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ZoneTexts>) => setD((v) => ({ ...v, ...patch }));
  const setLine = (i: number, patch: Partial<ZoneGoodsLine>) => setLines((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const saveTexts = () => {
    const parsed = zoneSaveRequest.safeParse(d);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSaveTexts(d);
  };
  const saveGoods = () => {
    const parsed = zoneGoodsSetRequest.safeParse({ code: d.code, goods: lines.map((l) => ({ sku_id: l.skuId, tab: l.tab, province: l.province })) });
    if (!parsed.success) return setErrors({ goods: parsed.error.issues[0]?.message ?? '' });
    if (tabKind === 'region' && lines.some((l) => !l.province.trim())) return setErrors({ goods: '按地区分类的专区，每件商品须填写省份' });
    setErrors({});
    onSaveGoods(lines);
  };
  return (
    <Stack space="md">
      <Card title={d.title || d.code}>
        <Stack space="sm">
          <Input label={m['console.sites.zones.form.title']()} value={d.title} maxLength={64} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
          <Input label={m['console.sites.zones.form.subtitle']()} value={d.subtitle} maxLength={128} error={errors.subtitle} onChange={(e) => set({ subtitle: e.target.value })} />
          <Input label={m['console.sites.zones.form.banner']()} value={d.banner} maxLength={255} error={errors.banner} onChange={(e) => set({ banner: e.target.value })} />
          <Textarea label={m['console.sites.zones.form.intro']()} rows={4} maxLength={2000} value={d.introduction} error={errors.introduction} onChange={(e) => set({ introduction: e.target.value })} />
          <Input label={m['console.sites.zones.form.notice']()} value={d.notice} maxLength={255} error={errors.notice} onChange={(e) => set({ notice: e.target.value })} />
          <Button loading={busy} onClick={saveTexts}>
            {m['console.sites.zones.form.save']()}
          </Button>
        </Stack>
      </Card>
      <Card title={m['console.sites.zones.goods.title']()}>
        <Stack space="sm">
          <p>{m['console.sites.zones.goods.hint']()}</p>
          <GoodsPicker
            chosen={lines.map((l): PickerGoods => ({ skuId: l.skuId, goodsId: 0, name: l.skuName || `#${l.skuId}` }))}
            max={ZONE_GOODS_MAX}
            search={search}
            extra={(_, i) => (
              <>
                <Input size="sm" label={`${m['console.sites.zones.goods.tab']()} ${i + 1}`} value={lines[i].tab} maxLength={32} onChange={(e) => setLine(i, { tab: e.target.value })} />
                <Input size="sm" label={`${m['console.sites.zones.goods.province']()} ${i + 1}`} value={lines[i].province} maxLength={32} onChange={(e) => setLine(i, { province: e.target.value })} />
              </>
            )}
            onChange={(chosen, picked) => {
              if (picked) setLines((list) => [...list, { skuId: picked.skuId, skuName: picked.name, tab: list.at(-1)?.tab ?? '', province: '' }]);
              else setLines((list) => list.filter((l) => chosen.some((g) => g.skuId === l.skuId)));
            }}
          />
          {errors.goods && <p role="alert">{errors.goods}</p>}
          {error && <p role="alert">{error}</p>}
          <Button loading={busy} onClick={saveGoods}>
            {m['console.sites.zones.goods.save']()}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
