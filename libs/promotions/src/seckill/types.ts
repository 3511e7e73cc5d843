import type { SeckillDetailQuery, SeckillSlotsQuery } from '@mall/gateway-client';

export type SeckillSlotData = NonNullable<SeckillSlotsQuery['seckillSlots']>['list'][number];
export type SeckillGoodsData = NonNullable<SeckillDetailQuery['seckillDetail']>['goods'];
export type SeckillDetailData = NonNullable<SeckillDetailQuery['seckillDetail']>;
