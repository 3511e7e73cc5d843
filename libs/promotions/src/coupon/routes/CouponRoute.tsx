import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { CouponCentreDocument, gql, isGatewayError } from '@mall/gateway-client';
import { Box, Empty, Stack, toastBus } from '@mall/ui';
import { m } from '@mall/i18n';
import { PromotionOff } from '../../shared/PromotionOff';
import { CouponCard } from '../components/CouponCard/CouponCard';
import type { CentreCouponData } from '../types';
import * as styles from './CouponRoute.css';
import { type RouteModule, useWrites } from '@mall/page-kit';
import { couponWrites } from '../lib/writes';

type Data = { off: true } | { off: false; list: CentreCouponData[] };
const SCOPES = ['all', 'platform', 'shop'] as const;
type Scope = (typeof SCOPES)[number];

/** /coupon(?scope=platform|shop): the coupon centre, every claimable coupon type with this member's state. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const { couponCentre } = await gql(CouponCentreDocument, { pageSize: 100 }, { signal: request.signal });
  return couponCentre ? { off: false, list: couponCentre.list } : { off: true };
};

const formatDate = (s: number) => {
  const d = new Date((s + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

export function Component() {
  const data = useLoaderData() as Data;
  const navigate = useNavigate();
  const { send } = useWrites();
  const [params, setParams] = useSearchParams();
  const [claiming, setClaiming] = useState<number | null>(null);
  if (data.off) return <PromotionOff />;
  const scope: Scope = (SCOPES as readonly string[]).includes(params.get('scope') ?? '') ? (params.get('scope') as Scope) : 'all';
  const shown = data.list.filter((c) => scope === 'all' || (scope === 'platform' ? c.siteId === 0 : c.siteId !== 0));
  const claim = async (c: CentreCouponData) => {
    if (claiming !== null) return;
    setClaiming(c.couponTypeId);
    try {
      await send(couponWrites.claim, { couponTypeId: c.couponTypeId });
      toastBus.emit(m['promotions.coupon.claimedOk'](), 'success');
    } catch (error) {
      if (isGatewayError(error) && error.code === 'TOKEN_ERROR') navigate(`/login?redirect=${encodeURIComponent('/coupon')}`);
      else toastBus.emit(isGatewayError(error) ? error.message : String(error), 'error');
    } finally {
      setClaiming(null);
    }
  };
  const label = { all: m['promotions.coupon.all'](), platform: m['promotions.coupon.platform'](), shop: m['promotions.coupon.shop']() };
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{m['promotions.coupon.title']()}</h1>
      <Box display="flex" gap="sm" role="tablist">
        {SCOPES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={s === scope} className={s === scope ? styles.tabActive : styles.tab} onClick={() => setParams(s === 'all' ? {} : { scope: s }, { replace: true })}>
            {label[s]}
          </button>
        ))}
      </Box>
      {shown.length === 0 ? (
        <Empty text={m['promotions.coupon.empty']()} action={<Link to="/">{m['promotions.off.home']()}</Link>} />
      ) : (
        <Box display="grid" gap="md" className={styles.grid}>
          {shown.map((c) => (
            <CouponCard key={c.couponTypeId} coupon={c} onClaim={claim} claiming={claiming === c.couponTypeId} formatDate={formatDate} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
