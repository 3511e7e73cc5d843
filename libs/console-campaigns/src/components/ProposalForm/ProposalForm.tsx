import { m } from '@mall/i18n';
import { formatPrice, Select } from '@mall/ui';
import { PROPOSAL_KINDS, proposalGaps, proposeRequest, type ProposalKind } from '@mall/rest-contract';
import type {
  CampaignGoodsFieldsFragment,
  CampaignProposalInput,
  SeckillSlotFieldsFragment,
  ShopCampaignsQuery,
} from '@mall/console-kit';
import { kindText, proposalPriceText } from '../../i18n';
import { slotLabel } from '../../lib/time';
import { numberOf, useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { DateRangeFields } from '../DateRangeFields/DateRangeFields';
import { TermsFields, type TermField } from '../TermsFields/TermsFields';
import { fenToYuan } from '@mall/rest-contract/money';

export interface ProposalDraft {
  kind: ProposalKind;
  /** The topic or the seckill slot. */
  activityId: number | null;
  skuId: number | null;
  price: string;
  totalStock: string;
  limitNum: string;
  minNum: string;
  startTime: number | null;
  endTime: number | null;
}

export const emptyProposal = (kind: ProposalKind = 'topic'): ProposalDraft => ({
  kind,
  activityId: null,
  skuId: null,
  price: '',
  totalStock: '',
  limitNum: '1',
  minNum: '2',
  startTime: null,
  endTime: null,
});

export interface ProposalFormProps {
  topics: ShopCampaignsQuery['shopCampaigns']['topics'];
  /** The seckill slots that are on. */
  slots: readonly SeckillSlotFieldsFragment[];
  /** The shop's own on-shelf skus with stock. */
  skus: readonly CampaignGoodsFieldsFragment[];
  /** The kind the form opens with (topic when absent). */
  initialKind?: ProposalKind;
  busy?: boolean;
  error?: string;
  onSave: (proposal: CampaignProposalInput) => void;
  onCancel: () => void;
}

/**
 * A shop's proposal of one of its goods for a platform activity: a topic at a topic price; a seckill
 * slot with a seckill price, stock, per-member limit and dates; or a group-buy with a group price,
 * stock, group minimum and dates. Every price below the goods' price; the contract checks the rest
 * before anything is sent, mall-api the rules that need the database.
 */
export function ProposalForm({
  topics,
  slots,
  skus,
  initialKind,
  busy,
  error,
  onSave,
  onCancel,
}: ProposalFormProps) {
  const { draft, set, setDraft, errors, check, dates, term } = useDraft<ProposalDraft>(emptyProposal(initialKind));
  const chosen = skus.find((g) => g.skuId === draft.skuId);
  const { kind } = draft;
  const dated = kind !== 'topic';
  const save = () => {
    const body = {
      kind,
      activity_id: kind === 'groupbuy' ? undefined : (draft.activityId ?? undefined),
      sku_id: draft.skuId ?? 1,
      price: draft.price,
      total_stock: dated ? numberOf(draft.totalStock) : undefined,
      limit_num: kind === 'seckill' ? numberOf(draft.limitNum) : undefined,
      min_num: kind === 'groupbuy' ? numberOf(draft.minNum) : undefined,
      start_time: dated ? (draft.startTime ?? undefined) : undefined,
      end_time: dated ? (draft.endTime ?? undefined) : undefined,
    };
    const gaps = Object.fromEntries(proposalGaps(body).map((g) => [g.field, g.message]));
    if (draft.skuId === null) gaps.sku_id = m['console.campaigns.proposal.noSku']();
    if (!check(proposeRequest, body, gaps)) return;
    onSave({
      kind,
      activityId: body.activity_id,
      skuId: draft.skuId!,
      price: draft.price.trim(),
      totalStock: body.total_stock,
      limitNum: body.limit_num,
      minNum: body.min_num,
      startTime: body.start_time,
      endTime: body.end_time,
    });
  };
  const terms: TermField[] = [
    term('price', 'price', proposalPriceText(kind), {
      decimal: true,
      hint: chosen ? m['console.campaigns.form.normalPrice']({ price: fenToYuan(chosen.price) }) : undefined,
    }),
  ];
  if (dated) terms.push(term('totalStock', 'total_stock', m['console.campaigns.proposal.stock']()));
  if (kind === 'seckill') terms.push(term('limitNum', 'limit_num', m['console.campaigns.seckill.limit']()));
  if (kind === 'groupbuy') terms.push(term('minNum', 'min_num', m['console.campaigns.groupbuy.minNum']()));
  return (
    <CampaignForm title={m['console.campaigns.proposal.shopTitle']()} busy={busy} error={error} onSave={save} onCancel={onCancel}>
      <Select
        label={m['console.campaigns.proposal.kind']()}
        value={kind}
        options={PROPOSAL_KINDS.map((k) => ({ value: k, label: kindText(k) }))}
        onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as ProposalKind, activityId: null }))}
      />
      {kind === 'topic' && (
        <Select
          label={m['console.campaigns.proposal.topic']()}
          value={draft.activityId === null ? '' : String(draft.activityId)}
          error={errors.activity_id}
          options={topics.map((x) => ({ value: String(x.topicId), label: x.name }))}
          onChange={(e) => set('activityId', e.target.value ? Number(e.target.value) : null)}
        />
      )}
      {kind === 'seckill' && (
        <Select
          label={m['console.campaigns.seckill.slot']()}
          value={draft.activityId === null ? '' : String(draft.activityId)}
          error={errors.activity_id}
          options={slots.map((s) => ({ value: String(s.slotId), label: slotLabel(s) }))}
          onChange={(e) => set('activityId', e.target.value ? Number(e.target.value) : null)}
        />
      )}
      <Select
        label={m['console.campaigns.proposal.sku']()}
        value={draft.skuId === null ? '' : String(draft.skuId)}
        error={errors.sku_id}
        options={skus.map((g) => ({
          value: String(g.skuId),
          label: `${g.goodsName} ${g.specName ?? ''} ${formatPrice(g.price)}`.trim(),
        }))}
        onChange={(e) => set('skuId', e.target.value ? Number(e.target.value) : null)}
      />
      <TermsFields fields={terms} />
      {dated && <DateRangeFields {...dates()} />}
    </CampaignForm>
  );
}
