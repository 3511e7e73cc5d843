// The columns the shop's 活动报名 and the platform's 活动报名审核 both show of a proposal: its kind and
// activity, the goods, the proposed price, the seckill or group-buy terms and dates, the state and the
// reason of a refusal.
import { StatusBadge, type CampaignProposalFieldsFragment, type DataColumn } from '@mall/console-kit';
import { m } from '@mall/i18n';
import { kindText, proposalStatusText } from '../i18n';
import { fenToYuan } from '@mall/rest-contract/money';
import { formatPrice } from '@mall/ui';

const TONE = { pending: 'warning', accepted: 'success', refused: 'danger' } as const;
const day = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

/** The proposal's goods as its rows and dialogs name it. */
export const proposalLabel = (r: CampaignProposalFieldsFragment) => `${r.goods.siteName} · ${r.goods.goodsName}`;

export function proposalColumns(): DataColumn<CampaignProposalFieldsFragment>[] {
  return [
    {
      key: 'activityName',
      title: m['console.campaigns.proposal.activity'](),
      render: (r) => `${kindText(r.kind)}${r.activityName ? ` · ${r.activityName}` : ''}`,
    },
    { key: 'goods', title: m['console.campaigns.list.goods'](), render: proposalLabel },
    {
      key: 'proposedPrice',
      title: m['console.campaigns.proposal.priceColumn'](),
      render: (r) => `${formatPrice(r.proposedPrice)}（${m['console.campaigns.form.normalPrice']({ price: fenToYuan(r.goods.price) })}）`,
    },
    {
      key: 'terms',
      title: m['console.campaigns.proposal.terms'](),
      render: (r) =>
        r.totalStock === null || r.totalStock === undefined
          ? '—'
          : [
              m['console.campaigns.proposal.termsText']({
                stock: r.totalStock,
                limit:
                  r.kind === 'seckill'
                    ? m['console.campaigns.proposal.limitText']({ count: r.limitNum ?? 1 })
                    : m['console.campaigns.proposal.minText']({ count: r.minNum ?? 2 }),
              }),
              r.startTime && r.endTime ? `${day(r.startTime)} – ${day(r.endTime)}` : '',
            ]
              .filter(Boolean)
              .join(' · '),
    },
    {
      key: 'status',
      title: m['console.campaigns.proposal.status'](),
      render: (r) => (
        <StatusBadge
          label={proposalStatusText(r.status)}
          tone={TONE[r.status as 'pending'] ?? 'neutral'}
        />
      ),
    },
    { key: 'reason', title: m['console.campaigns.proposal.reason']() },
  ];
}
