import { m } from '@mall/i18n';
import { Input, Textarea } from '@mall/ui';
import { topicSave } from '@mall/rest-contract';
import type { CampaignGoodsFieldsFragment, CampaignTopicFieldsFragment, TopicInput } from '@mall/console-kit';
import { GoodsPicker } from '@mall/console-kit';

import { campaignPickerGoods, pickerSearch } from '../../lib/goods';
import { memberEdits } from '../../lib/members';
import { useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface TopicDraft {
  topicId?: number;
  name: string;
  banner: string;
  remark: string;
  members: { goods: CampaignGoodsFieldsFragment; topicPrice: string }[];
  startTime: number | null;
  endTime: number | null;
}

export function topicDraftOf(t: CampaignTopicFieldsFragment | null): TopicDraft {
  if (!t) return { name: '', banner: '', remark: '', members: [], startTime: null, endTime: null };
  return {
    topicId: t.topicId,
    name: t.name,
    banner: t.banner,
    remark: t.remark,
    members: t.goods.map((member) => ({ goods: member.goods, topicPrice: fenToYuan(member.topicPrice) })),
    startTime: t.startTime,
    endTime: t.endTime,
  };
}

export interface TopicFormProps {
  initial: TopicDraft;
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>;
  busy?: boolean;
  error?: string;
  onSave: (input: TopicInput) => void;
  onCancel: () => void;
}

/** A topic (专题): name, banner, introduction, dates, and its goods each at a topic price below its price. */
export function TopicForm({ initial, search, busy, error, onSave, onCancel }: TopicFormProps) {
  const { draft, set, setDraft, errors, check, dates } = useDraft(initial);
  const save = () => {
    const body = {
      topic_id: draft.topicId,
      name: draft.name,
      banner: draft.banner,
      remark: draft.remark,
      goods: draft.members.map((member) => ({ sku_id: member.goods.skuId, topic_price: member.topicPrice })),
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(topicSave, body)) return;
    onSave({
      topicId: draft.topicId,
      name: draft.name.trim(),
      banner: draft.banner.trim(),
      remark: draft.remark.trim(),
      goods: draft.members.map((member) => ({
        skuId: member.goods.skuId,
        topicPrice: member.topicPrice.trim(),
      })),
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  const { setMember, addMember, keepMembers } = memberEdits<TopicDraft['members'][number], TopicDraft>(
    setDraft,
  );
  return (
    <CampaignForm
      title={draft.topicId ? m['console.campaigns.topic.edit']() : m['console.campaigns.topic.create']()}
      editing={Boolean(draft.topicId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <Input
        label={m['console.campaigns.topic.name']()}
        value={draft.name}
        maxLength={64}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <Input
        label={m['console.campaigns.topic.banner']()}
        value={draft.banner}
        placeholder="/upload/topic/banner.png"
        error={errors.banner}
        onChange={(e) => set('banner', e.target.value)}
      />
      <Textarea
        label={m['console.campaigns.topic.remark']()}
        value={draft.remark}
        rows={3}
        error={errors.remark}
        onChange={(e) => set('remark', e.target.value)}
      />
      <p>{m['console.campaigns.topic.ended']()}</p>
      <GoodsPicker
        chosen={draft.members.map((member) => campaignPickerGoods(member.goods))}
        error={errors.goods}
        extra={(g, i) => (
          <Input
            label={`${m['console.campaigns.topic.price']()}（${g.goods.goodsName}）`}
            size="sm"
            value={draft.members[i].topicPrice}
            inputMode="decimal"
            onChange={(e) => setMember(i, { topicPrice: e.target.value })}
          />
        )}
        search={pickerSearch(search)}
        onChange={(chosen, picked) =>
          picked
            ? addMember({ goods: picked.goods, topicPrice: '' })
            : keepMembers((member) => chosen.some((g) => g.skuId === member.goods.skuId))
        }
      />
      <DateRangeFields {...dates()} />
    </CampaignForm>
  );
}
