// 活动报名审核: the shops' proposals for topics, seckill slots and group-buys (by state and kind); 通过
// adds the goods to the topic or the slot, or makes the group-buy, at the proposed price by the
// operator's own rules; 驳回 asks for the reason the shop will read.
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Inline, Stack } from '@mall/ui';
import {
  CampaignProposalsDocument,
  consoleRequest,
  consoleRoute,
  DataTable,
  DecideCampaignProposalDocument,
  FilterBar,
  listParams,
  ReasonDialog,
  refusalAsMessage,
  useListParams,
  type CampaignProposalFieldsFragment,
  type CampaignProposalsQuery,
  type DataColumn,
} from '@mall/console-kit';
import { PROPOSAL_KINDS, PROPOSAL_STATES } from '@mall/rest-contract';
import { useCampaignsT } from '../i18n';
import { proposalColumns, proposalLabel } from './proposalColumns';

type Data = CampaignProposalsQuery['campaignProposals'];
type ActionData = { ok?: true; error?: string };
const EFFECT = { topic: 'acceptTopic', seckill: 'acceptSeckill', groupbuy: 'acceptGroupbuy' } as const;

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
  const t = useCampaignsT();
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
    ...proposalColumns(t),
    {
      key: 'actions',
      title: t('list.actions'),
      render: (r) =>
        r.status === 'pending' && (
          <Inline space="xs">
            <Button
              size="sm"
              variant="text"
              onClick={() => setDeciding({ row: r, accept: true })}
              aria-label={`${t('proposal.accept')} ${label(r)}`}
            >
              {t('proposal.accept')}
            </Button>
            <Button
              size="sm"
              variant="text"
              onClick={() => setDeciding({ row: r, accept: false })}
              aria-label={`${t('proposal.refuse')} ${label(r)}`}
            >
              {t('proposal.refuse')}
            </Button>
          </Inline>
        ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{t('proposal.title')}</h1>
      <p>{t('proposal.intro')}</p>
      <FilterBar
        fields={[
          {
            name: 'state',
            label: t('proposal.status'),
            kind: 'select',
            allLabel: t('state.all'),
            options: PROPOSAL_STATES.map((s) => ({ value: s, label: t(`proposal.${s}`) })),
          },
          {
            name: 'kind',
            label: t('proposal.kind'),
            kind: 'select',
            allLabel: t('state.all'),
            options: PROPOSAL_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
          },
        ]}
        values={list.filters}
        onSearch={list.setFilters}
      />
      <DataTable
        caption={t('proposal.title')}
        columns={columns}
        rows={data.list}
        rowKey="proposalId"
        count={data.count}
        page={data.page}
        pageSize={data.pageSize}
        sort={list.sort ?? 'time_desc'}
        onPage={list.setPage}
        onSort={list.setSort}
      />
      <ReasonDialog
        open={deciding !== null}
        title={deciding?.accept ? t('proposal.accept') : t('proposal.refuse')}
        message={
          deciding
            ? t(deciding.accept ? 'proposal.acceptConfirm' : 'proposal.refuseConfirm', {
                name: label(deciding.row),
                kind: t(`kind.${deciding.row.kind as 'topic'}`),
                effect: t(`proposal.${EFFECT[deciding.row.kind as 'topic'] ?? 'acceptTopic'}`, {
                  topic: deciding.row.activityName,
                }),
              })
            : ''
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
    </Stack>
  );
}
