import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { ComboDetailDocument, gql } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { detailOr404 } from '../../shared/routeParams';
import { SeckillCountdown } from '../../seckill/components/SeckillCountdown/SeckillCountdown';
import { ComboPackage } from '../components/ComboPackage/ComboPackage';
import type { ComboDetailData } from '../types';
import * as styles from '../../seckill/routes/routes.css';
import { type RouteModule } from '@mall/page-kit';
import { Inline, Stack } from '@mall/ui';

/** /promotion/combo-{id}: the package, its saving and the countdown to its end; 购买套餐 goes to combo_payment. */
export const loader: RouteModule['loader'] = ({ request, params }): Promise<ComboDetailData> =>
  detailOr404(params.id, async (id) => (await gql(ComboDetailDocument, { comboId: id }, { signal: request.signal })).comboDetail, '组合套餐不存在或已结束');

export function Component() {
  const combo = useLoaderData() as ComboDetailData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="md" align="space-between" wrap={false} className={styles.banner}>
        <strong>{m['promotions.combo.title']()}</strong>
        <SeckillCountdown target={combo.endTime} serverNow={combo.now} label={m['promotions.combo.endsIn']()} doneText={m['promotions.combo.over']()} onDone={() => revalidator.revalidate()} />
      </Inline>
      <ComboPackage combo={combo} onBuy={(num) => navigate(`/promotion/combo_payment?combo_id=${combo.comboId}&num=${num}`)} />
    </Stack>
  );
}
