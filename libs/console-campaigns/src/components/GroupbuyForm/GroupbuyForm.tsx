import { m } from '@mall/i18n';
import { groupbuySave } from '@mall/rest-contract';
import type {
  CampaignGoodsFieldsFragment,
  CampaignGroupbuyFieldsFragment,
  GroupbuyInput,
} from '@mall/console-kit';
import { GoodsPicker } from '@mall/console-kit';

import { goodsOfRow, oneSkuPicker } from '../../lib/goods';
import { numberOf, useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { TermsFields } from '../TermsFields/TermsFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface GroupbuyDraft {
  groupbuyId?: number;
  goods: CampaignGoodsFieldsFragment | null;
  groupbuyPrice: string;
  minNum: string;
  totalStock: string;
  startTime: number | null;
  endTime: number | null;
}

export function groupbuyDraftOf(g: CampaignGroupbuyFieldsFragment | null): GroupbuyDraft {
  if (!g)
    return { goods: null, groupbuyPrice: '', minNum: '2', totalStock: '', startTime: null, endTime: null };
  return {
    groupbuyId: g.groupbuyId,
    goods: goodsOfRow(g),
    groupbuyPrice: fenToYuan(g.groupbuyPrice),
    minNum: String(g.minNum),
    totalStock: String(g.totalStock),
    startTime: g.startTime,
    endTime: g.endTime,
  };
}

export interface GroupbuyFormProps {
  initial: GroupbuyDraft;
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  busy?: boolean;
  error?: string;
  onSave: (input: GroupbuyInput) => void;
  onCancel: () => void;
}

/** A group-buy: one sku at a group price (below its price) from a minimum number of units, its stock and dates. */
export function GroupbuyForm({ initial, search, busy, error, onSave, onCancel }: GroupbuyFormProps) {
  const { draft, set, errors, check, dates, term } = useDraft(initial);
  const save = () => {
    const body = {
      groupbuy_id: draft.groupbuyId,
      sku_id: draft.goods?.skuId,
      groupbuy_price: draft.groupbuyPrice,
      min_num: numberOf(draft.minNum),
      total_stock: numberOf(draft.totalStock),
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(groupbuySave, body, draft.goods ? {} : { sku_id: m['console.campaigns.form.noGoods']() })) return;
    onSave({
      groupbuyId: draft.groupbuyId,
      skuId: draft.goods!.skuId,
      groupbuyPrice: draft.groupbuyPrice.trim(),
      minNum: Number(draft.minNum),
      totalStock: Number(draft.totalStock),
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  return (
    <CampaignForm
      title={draft.groupbuyId ? m['console.campaigns.groupbuy.edit']() : m['console.campaigns.groupbuy.create']()}
      editing={Boolean(draft.groupbuyId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <GoodsPicker {...oneSkuPicker(draft.goods, errors.sku_id, search, (g) => set('goods', g))} />
      <TermsFields
        fields={[
          term('groupbuyPrice', 'groupbuy_price', m['console.campaigns.groupbuy.price'](), { decimal: true }),
          term('minNum', 'min_num', m['console.campaigns.groupbuy.minNum']()),
          term('totalStock', 'total_stock', m['console.campaigns.groupbuy.stock']()),
        ]}
      />
      <DateRangeFields {...dates()} />
    </CampaignForm>
  );
}
