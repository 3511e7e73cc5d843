// 活动报名 (a shop account): the platform topics and seckill slots open for proposals, the form to
// propose one of the shop's goods for a topic, a slot or as a group-buy, and the shop's proposals with
// the platform's answers.
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Stack } from '@mall/ui';
import {
  consoleRequest,
  consoleRoute,
  DataTable,
  ProposeCampaignGoodsDocument,
  refusalAsMessage,
  ShopCampaignsDocument,
  type CampaignProposalInput,
  type ShopCampaignsQuery,
} from '@mall/console-kit';
import { ProposalForm } from '../components/ProposalForm/ProposalForm';
import { proposalColumns } from './proposalColumns';

type Data = ShopCampaignsQuery['shopCampaigns'];
type ActionData = { ok?: true; error?: string };

export const loader = consoleRoute(
  async (): Promise<Data> => (await consoleRequest(ShopCampaignsDocument, {})).shopCampaigns,
);

export const action = consoleRoute(
  async ({ request }: { request: Request }): Promise<ActionData> =>
    refusalAsMessage(async () => {
      const input = (await request.json()) as CampaignProposalInput;
      await consoleRequest(ProposeCampaignGoodsDocument, { input });
      return { ok: true as const };
    }),
);

export function Component() {
  const data = useLoaderData() as Data;
  const fetcher = useFetcher<ActionData>();
  const [open, setOpen] = useState(false);
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) setOpen(false);
    previous.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);
  return (
    <Stack space="md">
      <h1>{m['console.campaigns.proposal.shopTitle']()}</h1>
      <p>
        {data.topics.length > 0 || data.slots.length > 0 ? m['console.campaigns.proposal.shopIntro']() : m['console.campaigns.proposal.noTopics']()}
      </p>
      {open ? (
        <ProposalForm
          topics={data.topics}
          slots={data.slots}
          skus={data.skus}
          busy={fetcher.state !== 'idle'}
          error={fetcher.data?.error}
          onSave={(p) => fetcher.submit(p as never, { method: 'post', encType: 'application/json' })}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button onClick={() => setOpen(true)}>{m['console.campaigns.proposal.submit']()}</Button>
      )}
      <DataTable
        caption={m['console.campaigns.proposal.mine']()}
        columns={proposalColumns()}
        rows={data.proposals}
        rowKey="proposalId"
        count={data.proposals.length}
        page={1}
        pageSize={Math.max(1, data.proposals.length)}
        onPage={() => undefined}
      />
    </Stack>
  );
}
