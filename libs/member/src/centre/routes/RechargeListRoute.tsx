import { useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberCreateRechargeOrderDocument, MemberRechargeListDocument, type MemberRechargeListQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Pagination, Stack } from '@mall/ui';
import { RechargeOrderList } from '../components/RechargeOrderList/RechargeOrderList';
import { RechargePackages } from '../components/RechargePackages/RechargePackages';
import { Card, Deferred, load, pageParam, useMutation } from '../lib/route';
import * as shared from '../lib/styles.css';

const PAGE_SIZE = 10;

/** /member/recharge_list[?page=]: the packages and the member's recharge orders. */
export function loader({ request }: LoaderFunctionArgs) {
  return { data: load(MemberRechargeListDocument, { page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { data } = useLoaderData() as { data: Promise<MemberRechargeListQuery> };
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const { run, error } = useMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  /** Creates the unpaid order (the request key makes a double click create one) and goes to pay it. */
  const buy = async (rechargeId: number) => {
    setPendingId(rechargeId);
    const requestKey = `rc-${rechargeId}-${crypto.randomUUID()}`;
    const created = await run(MemberCreateRechargeOrderDocument, { rechargeId, requestKey }, { success: t('member.recharge.created'), revalidate: false });
    setPendingId(null);
    if (created) navigate(`/member/recharge_order?id=${created.createRechargeOrder.id}`);
  };
  return (
    <Stack space="lg">
      <Card title={t('member.recharge.packages')} headingLevel={1}>
        {error && (
          <p role="alert" className={shared.error}>
            {error}
          </p>
        )}
        <Deferred resolve={data}>
          {(d) => <RechargePackages packages={d.rechargePackages.list} onBuy={(id) => void buy(id)} pendingId={pendingId} />}
        </Deferred>
      </Card>
      <Card title={t('member.recharge.orders')}>
        <Deferred resolve={data}>
          {(d) => (
            <>
              <RechargeOrderList
                orders={d.rechargeOrders.list}
                payHref={(id) => `/member/recharge_order?id=${id}`}
                detailHref={(id) => `/member/recharge_detail?id=${id}`}
              />
              {d.rechargeOrders.pageCount > 1 && (
                <Pagination page={page} pageCount={d.rechargeOrders.pageCount} onChange={(p) => setParams({ page: String(p) })} />
              )}
            </>
          )}
        </Deferred>
      </Card>
    </Stack>
  );
}
