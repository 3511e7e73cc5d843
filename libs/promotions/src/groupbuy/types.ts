import type { GroupbuyDetailQuery, GroupbuysQuery } from '@mall/gateway-client';

export type GroupbuyData = NonNullable<GroupbuysQuery['groupbuys']>['list'][number];
export type GroupbuyDetailData = NonNullable<GroupbuyDetailQuery['groupbuyDetail']>;
