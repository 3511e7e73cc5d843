import { m } from '@mall/i18n';
import { Select } from '@mall/ui';
import { seckillGoodsSave } from '@mall/rest-contract';
import type {
  CampaignGoodsFieldsFragment,
  CampaignSeckillFieldsFragment,
  SeckillInput,
} from '@mall/console-kit';
import { GoodsPicker } from '@mall/console-kit';

import { goodsOfRow, oneSkuPicker } from '../../lib/goods';
import { slotLabel } from '../../lib/time';
import { numberOf, useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { TermsFields } from '../TermsFields/TermsFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface SeckillDraft {
  seckillId?: number;
  slotId: number | null;
  goods: CampaignGoodsFieldsFragment | null;
  seckillPrice: string;
  totalStock: string;
  limitNum: string;
  startTime: number | null;
  endTime: number | null;
}

/** The draft of a saved seckill goods (edit), or an empty one in `slotId`. */
export function seckillDraftOf(
  s: CampaignSeckillFieldsFragment | null,
  slotId: number | null = null,
): SeckillDraft {
  if (!s)
    return {
      slotId,
      goods: null,
      seckillPrice: '',
      totalStock: '',
      limitNum: '1',
      startTime: null,
      endTime: null,
    };
  return {
    seckillId: s.seckillId,
    slotId: s.slotId,
    goods: goodsOfRow(s),
    seckillPrice: fenToYuan(s.seckillPrice),
    totalStock: String(s.totalStock),
    limitNum: String(s.limitNum),
    startTime: s.startTime,
    endTime: s.endTime,
  };
}

export interface SeckillFormProps {
  initial: SeckillDraft;
  slots: readonly { slotId: number; name: string; startMinute: number; endMinute: number }[];
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  busy?: boolean;
  error?: string;
  onSave: (input: SeckillInput) => void;
  onCancel: () => void;
}

/**
 * A goods in a seckill slot: the slot, the goods (one sku), the seckill price (below the goods price),
 * the slot stock, the per-member limit and the dates between which the slot repeats for it.
 */
export function SeckillForm({ initial, slots, search, busy, error, onSave, onCancel }: SeckillFormProps) {
  const { draft, set, errors, check, dates, term } = useDraft(initial);
  const save = () => {
    const body = {
      seckill_id: draft.seckillId,
      slot_id: draft.slotId ?? undefined,
      sku_id: draft.goods?.skuId,
      seckill_price: draft.seckillPrice,
      total_stock: numberOf(draft.totalStock),
      limit_num: numberOf(draft.limitNum),
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(seckillGoodsSave, body, draft.goods ? {} : { sku_id: m['console.campaigns.form.noGoods']() })) return;
    onSave({
      seckillId: draft.seckillId,
      slotId: draft.slotId!,
      skuId: draft.goods!.skuId,
      seckillPrice: draft.seckillPrice.trim(),
      totalStock: Number(draft.totalStock),
      limitNum: Number(draft.limitNum),
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  return (
    <CampaignForm
      title={draft.seckillId ? m['console.campaigns.seckill.edit']() : m['console.campaigns.seckill.create']()}
      editing={Boolean(draft.seckillId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <Select
        label={m['console.campaigns.seckill.slot']()}
        value={draft.slotId === null ? '' : String(draft.slotId)}
        error={errors.slot_id}
        options={slots.map((s) => ({ value: String(s.slotId), label: slotLabel(s) }))}
        onChange={(e) => set('slotId', e.target.value ? Number(e.target.value) : null)}
      />
      <GoodsPicker {...oneSkuPicker(draft.goods, errors.sku_id, search, (g) => set('goods', g))} />
      <TermsFields
        fields={[
          term('seckillPrice', 'seckill_price', m['console.campaigns.seckill.price'](), { decimal: true }),
          term('totalStock', 'total_stock', m['console.campaigns.seckill.stock']()),
          term('limitNum', 'limit_num', m['console.campaigns.seckill.limit']()),
        ]}
      />
      <DateRangeFields {...dates()} />
    </CampaignForm>
  );
}
