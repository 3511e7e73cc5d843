import type { ComboDetailQuery } from '@mall/gateway-client';

export type ComboDetailData = NonNullable<ComboDetailQuery['comboDetail']>;
