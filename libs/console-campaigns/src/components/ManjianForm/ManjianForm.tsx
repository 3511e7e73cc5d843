import { m } from '@mall/i18n';
import { Button, Inline, Input, RadioGroup } from '@mall/ui';
import { manjianSave } from '@mall/rest-contract';
import type { CampaignManjianFieldsFragment, ManjianInput } from '@mall/console-kit';

import { numberOf, useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface ManjianDraft {
  manjianId?: number;
  siteId: string;
  manjianName: string;
  type: 0 | 1;
  /** Goods ids as typed, comma separated. */
  goodsIds: string;
  rules: { money: string; discountMoney: string }[];
  startTime: number | null;
  endTime: number | null;
}

export function manjianDraftOf(manjian: CampaignManjianFieldsFragment | null): ManjianDraft {
  if (!manjian)
    return {
      siteId: '',
      manjianName: '',
      type: 0,
      goodsIds: '',
      rules: [{ money: '', discountMoney: '' }],
      startTime: null,
      endTime: null,
    };
  return {
    manjianId: manjian.manjianId,
    siteId: String(manjian.siteId),
    manjianName: manjian.manjianName,
    type: manjian.type === 1 ? 1 : 0,
    goodsIds: manjian.goodsIds.join(','),
    rules: manjian.rules.map((r) => ({
      money: fenToYuan(r.money),
      discountMoney: fenToYuan(r.discountMoney),
    })),
    startTime: manjian.startTime,
    endTime: manjian.endTime,
  };
}

const idsOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);

export interface ManjianFormProps {
  initial: ManjianDraft;
  busy?: boolean;
  error?: string;
  onSave: (input: ManjianInput) => void;
  onCancel: () => void;
}

/** A shop's 满减 rule: all its goods or listed ones, 1–5 tiers (each saving less than its threshold, rising), dates. */
export function ManjianForm({ initial, busy, error, onSave, onCancel }: ManjianFormProps) {
  const { draft, set, setDraft, errors, check, dates } = useDraft(initial);
  const save = () => {
    const body = {
      manjian_id: draft.manjianId,
      site_id: numberOf(draft.siteId),
      manjian_name: draft.manjianName,
      type: draft.type,
      goods_ids: draft.type === 1 ? idsOf(draft.goodsIds) : [],
      rules: draft.rules.map((r) => ({ money: r.money, discount_money: r.discountMoney })),
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(manjianSave, body)) return;
    onSave({
      manjianId: draft.manjianId,
      siteId: Number(draft.siteId),
      manjianName: draft.manjianName.trim(),
      type: draft.type,
      goodsIds: body.goods_ids,
      rules: draft.rules.map((r) => ({ money: r.money.trim(), discountMoney: r.discountMoney.trim() })),
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  const setRule = (i: number, key: 'money' | 'discountMoney', value: string) =>
    setDraft((d) => ({ ...d, rules: d.rules.map((r, j) => (j === i ? { ...r, [key]: value } : r)) }));
  return (
    <CampaignForm
      title={
        draft.manjianId ? m['console.campaigns.manjian.edit']() : m['console.campaigns.manjian.create']()
      }
      editing={Boolean(draft.manjianId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <Input
        label={m['console.campaigns.manjian.name']()}
        value={draft.manjianName}
        maxLength={64}
        error={errors.manjian_name}
        onChange={(e) => set('manjianName', e.target.value)}
      />
      <Input
        label={m['console.campaigns.manjian.shop']()}
        value={draft.siteId}
        inputMode="numeric"
        error={errors.site_id}
        onChange={(e) => set('siteId', e.target.value)}
      />
      <RadioGroup
        label={m['console.campaigns.manjian.scope']()}
        name="manjian-scope"
        value={String(draft.type)}
        options={[
          { value: '0', label: m['console.campaigns.manjian.all']() },
          { value: '1', label: m['console.campaigns.manjian.listed']() },
        ]}
        onChange={(v) => set('type', v === '1' ? 1 : 0)}
      />
      {draft.type === 1 && (
        <Input
          label={m['console.campaigns.manjian.goodsIds']()}
          value={draft.goodsIds}
          error={errors.goods_ids}
          onChange={(e) => set('goodsIds', e.target.value)}
        />
      )}
      {draft.rules.map((r, i) => (
        <Inline key={i} space="sm" alignY="flex-end">
          <span>{m['console.campaigns.manjian.tier']({ n: i + 1 })}</span>
          <Input
            label={`${m['console.campaigns.manjian.tier']({ n: i + 1 })} ${m['console.campaigns.manjian.money']()}`}
            value={r.money}
            inputMode="decimal"
            onChange={(e) => setRule(i, 'money', e.target.value)}
          />
          <Input
            label={`${m['console.campaigns.manjian.tier']({ n: i + 1 })} ${m['console.campaigns.manjian.off']()}`}
            value={r.discountMoney}
            inputMode="decimal"
            onChange={(e) => setRule(i, 'discountMoney', e.target.value)}
          />
          {draft.rules.length > 1 && (
            <Button
              type="button"
              size="sm"
              variant="text"
              onClick={() => setDraft((d) => ({ ...d, rules: d.rules.filter((_, j) => j !== i) }))}
            >
              {m['console.campaigns.form.remove']()}
            </Button>
          )}
        </Inline>
      ))}
      {errors.rules && <p role="alert">{errors.rules}</p>}
      {draft.rules.length < 5 && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, { money: '', discountMoney: '' }] }))}
        >
          {m['console.campaigns.manjian.addTier']()}
        </Button>
      )}
      <DateRangeFields {...dates()} />
    </CampaignForm>
  );
}
