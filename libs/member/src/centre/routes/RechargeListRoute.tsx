import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MemberCreateRechargeOrderDocument, MemberRechargeListDocument, type MemberRechargeListQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Stack, Card } from '@mall/ui';
import { RechargeOrderList } from '../components/RechargeOrderList/RechargeOrderList';
import { RechargePackages } from '../components/RechargePackages/RechargePackages';
import {
  AlertText,
  PagedDeferred,
  pagedLoader,
  usePagedList,
  Deferred,
  PageCard,
  useMutation,
} from '@mall/page-kit';

const PAGE_SIZE = 10;

/** /member/recharge_list[?page=]: the packages and the member's recharge orders. */
export const loader = pagedLoader(MemberRechargeListDocument, PAGE_SIZE);

export function Component() {
  const data = usePagedList<MemberRechargeListQuery>();
  const navigate = useNavigate();
  const { run, error } = useMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  /** Creates the unpaid order (the request key makes a double click create one) and goes to pay it. */
  const buy = async (rechargeId: number) => {
    setPendingId(rechargeId);
    const requestKey = `rc-${rechargeId}-${crypto.randomUUID()}`;
    const created = await run(MemberCreateRechargeOrderDocument, { rechargeId, requestKey }, { success: m['member.recharge.created'](), revalidate: false });
    setPendingId(null);
    if (created) navigate(`/member/recharge_order?id=${created.createRechargeOrder.id}`);
  };
  return (
    <Stack space="lg">
      <PageCard title={m['member.recharge.packages']()}>
        <AlertText message={error} />
        <Deferred resolve={data}>
          {(d) => <RechargePackages packages={d.rechargePackages.list} onBuy={(id) => void buy(id)} pendingId={pendingId} />}
        </Deferred>
      </PageCard>
      <Card title={m['member.recharge.orders']()}>
        <PagedDeferred resolve={data} pageCount={(d) => d.rechargeOrders.pageCount}>
          {(d) => (
            <RechargeOrderList
              orders={d.rechargeOrders.list}
              payHref={(id) => `/member/recharge_order?id=${id}`}
              detailHref={(id) => `/member/recharge_detail?id=${id}`}
            />
          )}
        </PagedDeferred>
      </Card>
    </Stack>
  );
}
