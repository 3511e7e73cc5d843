import type { CouponCentreQuery } from '@mall/gateway-client';

export type CentreCouponData = NonNullable<CouponCentreQuery['couponCentre']>['list'][number];
