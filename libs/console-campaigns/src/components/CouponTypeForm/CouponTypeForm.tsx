import { m } from '@mall/i18n';
import { Inline, Input, RadioGroup } from '@mall/ui';
import { couponTypeSave } from '@mall/rest-contract';
import type { CampaignCouponTypeFieldsFragment, CouponTypeInput } from '@mall/console-kit';

import { numberOf, useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface CouponTypeDraft {
  couponTypeId?: number;
  name: string;
  siteId: string;
  type: 'reward' | 'discount';
  money: string;
  discount: string;
  atLeast: string;
  count: string;
  maxFetch: string;
  validityType: 0 | 1;
  fixedTerm: string;
  startTime: number | null;
  endTime: number | null;
}

/** The form's draft of a saved coupon type, or of a new one used in `siteId` (0: a platform coupon). */
export function couponDraftOf(c: CampaignCouponTypeFieldsFragment | null, siteId = 0): CouponTypeDraft {
  if (!c)
    return {
      name: '',
      siteId: String(siteId),
      type: 'reward',
      money: '',
      discount: '',
      atLeast: '0',
      count: '',
      maxFetch: '1',
      validityType: 0,
      fixedTerm: '',
      startTime: null,
      endTime: null,
    };
  return {
    couponTypeId: c.couponTypeId,
    name: c.name,
    siteId: String(c.siteId),
    type: c.type === 'discount' ? 'discount' : 'reward',
    money: fenToYuan(c.money),
    discount: c.discount ? String(c.discount) : '',
    atLeast: fenToYuan(c.atLeast),
    count: String(c.count),
    maxFetch: String(c.maxFetch),
    validityType: c.validityType === 1 ? 1 : 0,
    fixedTerm: c.fixedTerm ? String(c.fixedTerm) : '',
    startTime: c.startTime,
    endTime: c.endTime,
  };
}

export interface CouponTypeFormProps {
  initial: CouponTypeDraft;
  busy?: boolean;
  error?: string;
  /** A shop's own coupon: the scope is this shop and its field is not shown. */
  shopId?: number;
  onSave: (input: CouponTypeInput) => void;
  onCancel: () => void;
}

/**
 * A coupon type of the coupon centre: face value or rate, threshold, total, per-member limit, validity,
 * scope (the platform's page), or the same for one shop's own coupon (`shopId`, the shop console).
 */
export function CouponTypeForm({ initial, busy, error, shopId, onSave, onCancel }: CouponTypeFormProps) {
  const { draft, set, errors, check, dates } = useDraft(initial);
  const atLeast = draft.atLeast.trim() === '' || Number(draft.atLeast) === 0 ? 0 : draft.atLeast.trim();
  const save = () => {
    const body = {
      coupon_type_id: draft.couponTypeId,
      name: draft.name,
      site_id: shopId ?? numberOf(draft.siteId),
      type: draft.type,
      money: draft.type === 'reward' ? draft.money : undefined,
      discount: draft.type === 'discount' ? numberOf(draft.discount) : undefined,
      at_least: atLeast,
      count: numberOf(draft.count),
      max_fetch: numberOf(draft.maxFetch),
      validity_type: draft.validityType,
      fixed_term: draft.validityType === 1 ? numberOf(draft.fixedTerm) : 0,
      start_time: draft.startTime ?? undefined,
      end_time: draft.endTime ?? undefined,
    };
    if (!check(couponTypeSave, body)) return;
    onSave({
      couponTypeId: draft.couponTypeId,
      name: draft.name.trim(),
      siteId: shopId ?? Number(draft.siteId),
      type: draft.type,
      money: draft.type === 'reward' ? draft.money.trim() : undefined,
      discount: draft.type === 'discount' ? Number(draft.discount) : undefined,
      atLeast: String(atLeast),
      count: Number(draft.count),
      maxFetch: Number(draft.maxFetch),
      validityType: draft.validityType,
      fixedTerm: draft.validityType === 1 ? Number(draft.fixedTerm) : 0,
      startTime: draft.startTime!,
      endTime: draft.endTime!,
    });
  };
  return (
    <CampaignForm
      title={draft.couponTypeId ? m['console.campaigns.coupon.edit']() : m['console.campaigns.coupon.create']()}
      editing={Boolean(draft.couponTypeId)}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <Input
        label={m['console.campaigns.coupon.name']()}
        value={draft.name}
        maxLength={64}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      {shopId === undefined && (
        <Input
          label={m['console.campaigns.coupon.scope']()}
          value={draft.siteId}
          inputMode="numeric"
          error={errors.site_id}
          onChange={(e) => set('siteId', e.target.value)}
        />
      )}
      <RadioGroup
        label={m['console.campaigns.coupon.type']()}
        name="coupon-type"
        value={draft.type}
        options={[
          { value: 'reward', label: m['console.campaigns.coupon.reward']() },
          { value: 'discount', label: m['console.campaigns.coupon.discount']() },
        ]}
        onChange={(v) => set('type', v === 'discount' ? 'discount' : 'reward')}
      />
      <Inline space="md">
        {draft.type === 'reward' ? (
          <Input
            label={m['console.campaigns.coupon.money']()}
            value={draft.money}
            inputMode="decimal"
            error={errors.money}
            onChange={(e) => set('money', e.target.value)}
          />
        ) : (
          <Input
            label={m['console.campaigns.coupon.rate']()}
            value={draft.discount}
            inputMode="numeric"
            error={errors.discount}
            onChange={(e) => set('discount', e.target.value)}
          />
        )}
        <Input
          label={m['console.campaigns.coupon.atLeast']()}
          value={draft.atLeast}
          inputMode="decimal"
          error={errors.at_least}
          onChange={(e) => set('atLeast', e.target.value)}
        />
        <Input
          label={m['console.campaigns.coupon.count']()}
          value={draft.count}
          inputMode="numeric"
          error={errors.count}
          onChange={(e) => set('count', e.target.value)}
        />
        <Input
          label={m['console.campaigns.coupon.maxFetch']()}
          value={draft.maxFetch}
          inputMode="numeric"
          error={errors.max_fetch}
          onChange={(e) => set('maxFetch', e.target.value)}
        />
      </Inline>
      <RadioGroup
        label={m['console.campaigns.coupon.validity']()}
        name="coupon-validity"
        value={String(draft.validityType)}
        options={[
          { value: '0', label: m['console.campaigns.coupon.fixedDates']() },
          { value: '1', label: m['console.campaigns.coupon.fixedTerm']() },
        ]}
        onChange={(v) => set('validityType', v === '1' ? 1 : 0)}
      />
      {draft.validityType === 1 && (
        <Input
          label={m['console.campaigns.coupon.term']()}
          value={draft.fixedTerm}
          inputMode="numeric"
          error={errors.fixed_term}
          onChange={(e) => set('fixedTerm', e.target.value)}
        />
      )}
      <DateRangeFields {...dates()} />
      <p>{m['console.campaigns.coupon.note']()}</p>
    </CampaignForm>
  );
}
