// 活动报名审核: the shops' proposals for topics, seckill slots and group-buys (by state and kind); 通过
// adds the goods to the topic or the slot, or makes the group-buy, at the proposed price by the
// operator's own rules; 驳回 asks for the reason the shop will read.
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Inline } from '@mall/ui';
import {
  CampaignProposalsDocument,
  consoleRequest,
  consoleRoute,
  DecideCampaignProposalDocument,
  ListPage,
  listParams,
  ReasonDialog,
  refusalAsMessage,
  useListParams,
  type CampaignProposalFieldsFragment,
  type CampaignProposalsQuery,
  type DataColumn,
} from '@mall/console-kit';
import { PROPOSAL_KINDS, PROPOSAL_STATES } from '@mall/rest-contract';
import { kindText, proposalStatusText } from '../i18n';
import { proposalColumns, proposalLabel } from './proposalColumns';

type Data = CampaignProposalsQuery['campaignProposals'];
type ActionData = { ok?: true; error?: string };
/** What 通过 does with a proposal of its kind (a topic's for a kind it does not know). */
const effectText = (row: CampaignProposalFieldsFragment): string => {
  const topic = row.activityName ?? '';
  if (row.kind === 'seckill') return m['console.campaigns.proposal.acceptSeckill']({ topic });
  if (row.kind === 'groupbuy') return m['console.campaigns.proposal.acceptGroupbuy']();
  return m['console.campaigns.proposal.acceptTopic']({ topic });
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  return (
    await consoleRequest(CampaignProposalsDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      state: p.filters.state,
      kind: p.filters.kind,
    })
  ).campaignProposals;
});

export const action = consoleRoute(
  async ({ request }: { request: Request }): Promise<ActionData> =>
    refusalAsMessage(async () => {
      const form = await request.formData();
      await consoleRequest(DecideCampaignProposalDocument, {
        id: Number(form.get('id')),
        accept: form.get('accept') === 'true',
        reason: String(form.get('reason') ?? ''),
      });
      return { ok: true as const };
    }),
);

export function Component() {
  const data = useLoaderData() as Data;
  const list = useListParams();
  const fetcher = useFetcher<ActionData>();
  const [deciding, setDeciding] = useState<{ row: CampaignProposalFieldsFragment; accept: boolean } | null>(
    null,
  );
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) setDeciding(null);
    previous.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);
  const label = proposalLabel;
  const columns: DataColumn<CampaignProposalFieldsFragment>[] = [
    ...proposalColumns(),
    {
      key: 'actions',
      title: m['console.campaigns.list.actions'](),
      render: (r) =>
        r.status === 'pending' && (
          <Inline space="xs">
            <Button
              size="sm"
              variant="text"
              onClick={() => setDeciding({ row: r, accept: true })}
              aria-label={`${m['console.campaigns.proposal.accept']()} ${label(r)}`}
            >
              {m['console.campaigns.proposal.accept']()}
            </Button>
            <Button
              size="sm"
              variant="text"
              onClick={() => setDeciding({ row: r, accept: false })}
              aria-label={`${m['console.campaigns.proposal.refuse']()} ${label(r)}`}
            >
              {m['console.campaigns.proposal.refuse']()}
            </Button>
          </Inline>
        ),
    },
  ];
  return (
    <ListPage
      title={m['console.campaigns.proposal.title']()}
      intro={<p>{m['console.campaigns.proposal.intro']()}</p>}
      filters={[
        {
          name: 'state',
          label: m['console.campaigns.proposal.status'](),
          kind: 'select',
          allLabel: m['console.campaigns.state.all'](),
          options: PROPOSAL_STATES.map((s) => ({ value: s, label: proposalStatusText(s) })),
        },
        {
          name: 'kind',
          label: m['console.campaigns.proposal.kind'](),
          kind: 'select',
          allLabel: m['console.campaigns.state.all'](),
          options: PROPOSAL_KINDS.map((k) => ({ value: k, label: kindText(k) })),
        },
      ]}
      list={list}
      columns={columns}
      data={data}
      rowKey="proposalId"
      defaultSort="time_desc"
    >
      <ReasonDialog
        open={deciding !== null}
        title={deciding?.accept ? m['console.campaigns.proposal.accept']() : m['console.campaigns.proposal.refuse']()}
        message={
          !deciding
            ? ''
            : deciding.accept
              ? m['console.campaigns.proposal.acceptConfirm']({
                  name: label(deciding.row),
                  kind: kindText(deciding.row.kind),
                  effect: effectText(deciding.row),
                })
              : m['console.campaigns.proposal.refuseConfirm']({ name: label(deciding.row) })
        }
        reasonRequired={deciding?.accept === false}
        busy={fetcher.state !== 'idle'}
        error={fetcher.data?.error}
        onConfirm={(reason) =>
          deciding &&
          fetcher.submit(
            { id: String(deciding.row.proposalId), accept: String(deciding.accept), reason },
            { method: 'post' },
          )
        }
        onClose={() => setDeciding(null)}
      />
    </ListPage>
  );
}
