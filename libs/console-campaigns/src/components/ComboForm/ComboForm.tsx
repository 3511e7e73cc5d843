import { m } from '@mall/i18n';
import { Input } from '@mall/ui';
import { comboSave } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { CampaignComboFieldsFragment, CampaignGoodsFieldsFragment, ComboInput } from '@mall/console-kit';
import { GoodsPicker } from '@mall/console-kit';

import { campaignPickerGoods, pickerSearch } from '../../lib/goods';
import { memberEdits } from '../../lib/members';
import { useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';

export interface ComboDraft {
  comboId?: number;
  name: string;
  comboPrice: string;
  members: { goods: CampaignGoodsFieldsFragment; num: string }[];
  startTime: number | null;
  endTime: number | null;
}

export function comboDraftOf(c: CampaignComboFieldsFragment | null): ComboDraft {
  if (!c) return { name: '', comboPrice: '', members: [], startTime: null, endTime: null };
  return {
    comboId: c.comboId,
    name: c.name,
    comboPrice: fenToYuan(c.comboPrice),
    members: c.goods.map((member) => ({ goods: member.goods, num: String(member.num) })),
    startTime: c.startTime,
    endTime: c.endTime,
  };
}

export interface ComboFormProps {
  initial: ComboDraft;
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  busy?: boolean;
  error?: string;
  onSave: (input: ComboInput) => void;
  onCancel: () => void;
}

/**
 * A combo package: 2–10 skus of one shop with their units, sold together at a package price below
 * the sum of their normal prices (shown as it changes), between two dates.
 */
export function ComboForm({ initial, search, busy, error, onSave, onCancel }: ComboFormProps) {
  const { draft, set, setDraft, errors, check, dates } = useDraft(initial);
  const original = draft.members.reduce(
    (sum, member) => sum + member.goods.price * (Number(member.num) || 0),
    0,
  );
  const save = () => {
    const body = {
      combo_id: draft.comboId,
      name: draft.name,
      combo_price: draft.comboPrice,
      goods: draft.members.map((member) => ({ sku_id: member.goods.skuId, num: Number(member.num) })),
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(comboSave, body)) return;
    onSave({
      comboId: draft.comboId,
      name: draft.name.trim(),
      comboPrice: draft.comboPrice.trim(),
      goods: body.goods.map((g) => ({ skuId: g.sku_id, num: g.num })),
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  const { setMember, addMember, keepMembers } = memberEdits<ComboDraft['members'][number], ComboDraft>(
    setDraft,
  );
  return (
    <CampaignForm
      title={draft.comboId ? m['console.campaigns.combo.edit']() : m['console.campaigns.combo.create']()}
      editing={Boolean(draft.comboId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <Input
        label={m['console.campaigns.combo.name']()}
        value={draft.name}
        maxLength={64}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <GoodsPicker
        chosen={draft.members.map((member) => campaignPickerGoods(member.goods))}
        error={errors.goods}
        extra={(g, i) => (
          <Input
            label={`${m['console.campaigns.combo.num']()}（${g.goods.goodsName}）`}
            size="sm"
            value={draft.members[i].num}
            inputMode="numeric"
            onChange={(e) => setMember(i, { num: e.target.value })}
          />
        )}
        search={pickerSearch(search)}
        onChange={(chosen, picked) =>
          picked
            ? addMember({ goods: picked.goods, num: '1' })
            : keepMembers((member) => chosen.some((g) => g.skuId === member.goods.skuId))
        }
      />
      <Input
        label={m['console.campaigns.combo.price']()}
        hint={m['console.campaigns.combo.original']({ price: fenToYuan(original) })}
        value={draft.comboPrice}
        inputMode="decimal"
        error={errors.combo_price}
        onChange={(e) => set('comboPrice', e.target.value)}
      />
      <DateRangeFields {...dates()} />
    </CampaignForm>
  );
}
