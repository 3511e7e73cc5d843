import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import {
  gql,
  SeckillSlotGoodsDocument,
  SeckillSlotsDocument,
  type SeckillSlotGoodsQuery,
  type SeckillSlotsQuery,
} from '@mall/gateway-client';
import { Box, Empty, Inline, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { PromotionOff } from '../../shared/PromotionOff';
import { SeckillCountdown } from '../components/SeckillCountdown/SeckillCountdown';
import { SeckillGoodsCard } from '../components/SeckillGoodsCard/SeckillGoodsCard';
import { SeckillSlotTabs } from '../components/SeckillSlotTabs/SeckillSlotTabs';
import * as styles from './routes.css';
import { type RouteModule } from '@mall/page-kit';

type Data =
  | { off: true }
  | { off: false; slots: NonNullable<SeckillSlotsQuery['seckillSlots']>; activeId: number; goods: NonNullable<SeckillSlotGoodsQuery['seckillGoods']>['list'] };

/** /promotion/seckill(?slot=<id>): today's slots (the running one by default) and the chosen slot's goods. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const { seckillSlots } = await gql(SeckillSlotsDocument, {}, { signal: request.signal });
  if (!seckillSlots) return { off: true };
  const asked = Number(new URL(request.url).searchParams.get('slot'));
  const chosen = seckillSlots.list.find((s) => s.slotId === asked) ?? seckillSlots.list.find((s) => s.state === 'RUNNING') ?? seckillSlots.list.find((s) => s.state === 'UPCOMING') ?? seckillSlots.list[0];
  if (!chosen) return { off: false, slots: seckillSlots, activeId: 0, goods: [] };
  const { seckillGoods } = await gql(SeckillSlotGoodsDocument, { slotId: chosen.slotId, pageSize: 100 }, { signal: request.signal });
  return { off: false, slots: seckillSlots, activeId: chosen.slotId, goods: seckillGoods?.list ?? [] };
};

export function Component() {
  const data = useLoaderData() as Data;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (data.off) return <PromotionOff />;
  const { slots, activeId, goods } = data;
  const active = slots.list.find((s) => s.slotId === activeId);
  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="md" align="space-between">
        <h1 className={styles.title}>{m['promotions.seckill.title']()}</h1>
        {active && active.state !== 'ENDED' && (
          <SeckillCountdown
            key={`${activeId}-${slots.now}`}
            target={active.state === 'RUNNING' ? active.endTime : active.startTime}
            serverNow={slots.now}
            label={active.state === 'RUNNING' ? m['promotions.seckill.endsIn']() : m['promotions.seckill.startsIn']()}
            doneText={m['promotions.seckill.over']()}
            onDone={() => revalidator.revalidate()}
          />
        )}
      </Inline>
      <SeckillSlotTabs slots={slots.list} activeId={activeId} onSelect={(id) => navigate(`/promotion/seckill?slot=${id}`, { replace: true })} />
      {goods.length === 0 ? (
        <Empty text={m['promotions.seckill.empty']()} action={<Link to="/">{m['promotions.off.home']()}</Link>} />
      ) : (
        <Box display="grid" gap="md" className={styles.grid}>
          {goods.map((g) => (
            <SeckillGoodsCard key={g.seckillId} goods={g} state={active?.state ?? 'ENDED'} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
