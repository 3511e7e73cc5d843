import { useState } from 'react';
import type { MemberRechargeOrderQuery, PayType } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Button, Inline, Price, RadioGroup, Stack } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import * as styles from './RechargeOrderView.css';
import { AlertText, DescriptionList, type DescriptionRow } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export type RechargeOrder = NonNullable<MemberRechargeOrderQuery['rechargeOrder']>;
export type RechargePayType = MemberRechargeOrderQuery['rechargePayTypes'][number];

export interface RechargeOrderViewProps {
  order: RechargeOrder;
  /** With the pay types, an unpaid order shows the payment choice and 立即支付. */
  payTypes?: readonly RechargePayType[];
  onPay?: (payType: PayType) => void;
  paying?: boolean;
  error?: string | null;
}

/**
 * A recharge order: number, package, face value, price, points, status, times. Unpaid with pay
 * types given: the choice of provider (the demo provider is labelled as moving no real money).
 *
 * One recharge order (/member/recharge_order to pay, /member/recharge_detail to view). Props: `order`,
 * `payTypes` + `onPay(payType)` (unpaid orders show the provider choice; the demo provider is labelled
 * 演示支付，不产生真实扣款), `paying`, `error`. States: to pay, paying, pay error, paid.
 */
export function RechargeOrderView({ order, payTypes, onPay, paying = false, error }: RechargeOrderViewProps) {
  const [payType, setPayType] = useState<PayType | null>(payTypes?.[0]?.type ?? null);
  const chosen = payTypes?.find((p) => p.type === payType);
  const paid = order.payTime > 0;
  const rows: (DescriptionRow | false)[] = [
    [m['member.recharge.orderNo'](), order.orderNo],
    [m['member.recharge.package'](), order.packageName],
    [m['member.recharge.credited'](), m['member.common.yuan']({ amount: fenToYuan(order.faceValue) })],
    [m['member.recharge.buyPrice'](), <Price key="p" value={order.buyPrice} />],
    order.point > 0 && [m['member.overview.points'](), m['member.recharge.bonus']({ point: order.point })],
    [m['member.recharge.status'](), order.statusName],
    [m['member.recharge.createTime'](), formatDateTime(order.createTime)],
    paid && [m['member.recharge.payTime'](), formatDateTime(order.payTime)],
    paid && [m['member.recharge.payTypeName'](), order.payTypeName],
  ];
  return (
    <Stack space="lg">
      <DescriptionList rows={rows} />
      {order.status === 'UNPAID' && payTypes && onPay && (
        <Stack space="md" className={styles.pay}>
          <RadioGroup
            label={m['member.recharge.payType']()}
            value={payType ?? ''}
            options={payTypes.map((p) => ({ value: p.type, label: p.name }))}
            onChange={(v) => setPayType(v as PayType)}
          />
          {chosen?.isDemo && (
            <p className={styles.demo} role="note">
              {m['member.recharge.demoLabel']()}
              {chosen.desc ? `（${chosen.desc}）` : ''}
            </p>
          )}
          <AlertText message={error} />
          <Inline space="sm">
            <Button loading={paying} disabled={!payType} onClick={() => payType && onPay(payType)}>
              {m['member.recharge.pay']()}
            </Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );
}
