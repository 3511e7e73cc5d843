import { m } from '@mall/i18n';
import { useState, type FormEvent } from 'react';
import { Button, Card, formatDateTime, Input, Inline, Stack } from '@mall/ui';
import type { VerifyTargetFieldsFragment } from '@mall/console-kit';

import * as css from './VerifyDesk.css';
import { AlertText } from '@mall/page-kit';

export interface VerifyDeskProps {
  /** The code's order and goods after a lookup; null before one. */
  target: VerifyTargetFieldsFragment | null;
  onLookup: (code: string) => void;
  onConfirm: (code: string) => void;
  /** While a lookup or confirmation runs. */
  busy?: boolean;
  /** mall-api's message (核销码不存在, 已核销 …). */
  error?: string;
  /** Set after a confirmation succeeded. */
  confirmed?: boolean;
}

/**
 * The verification desk (核销台) of a 核销员: type the code the customer shows (a pickup code or a
 * virtual-goods code), see its order, goods and state, then confirm once. A used or expired code
 * cannot be confirmed; another shop's code reads as unknown.
 */
export function VerifyDesk({ target, onLookup, onConfirm, busy = false, error, confirmed = false }: VerifyDeskProps) {
  const [code, setCode] = useState('');
  const lookup = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onLookup(code.trim());
  };
  const expired = !!target && target.expireTime > 0 && target.expireTime * 1000 < Date.now();
  return (
    <Stack space="md">
      <form onSubmit={lookup}>
        <Inline space="sm">
          <Input label={m['console.shopOrders.verify.code']()} hint={m['console.shopOrders.verify.hint']()} value={code} maxLength={32} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" disabled={busy || !code.trim()}>
            {m['console.shopOrders.action.lookup']()}
          </Button>
        </Inline>
      </form>
      <AlertText message={error} className={css.error} />
      {target && (
        <Card title={target.kind === 'pickup' ? m['console.shopOrders.verify.pickup']() : m['console.shopOrders.verify.virtual']()} headingLevel={2}>
          <Stack space="sm">
            <dl className={css.fields}>
              <dt className={css.label}>{m['console.shopOrders.verify.code']()}</dt>
              <dd className={css.value}>{`${target.code}（${target.kind === 'pickup' ? m['console.shopOrders.verify.pickup']() : m['console.shopOrders.verify.virtual']()}）`}</dd>
              <dt className={css.label}>{m['console.shopOrders.verify.order']()}</dt>
              <dd className={css.value}>{target.orderNo}</dd>
              <dt className={css.label}>{m['console.shopOrders.verify.buyer']()}</dt>
              <dd className={css.value}>{target.buyer}</dd>
              {target.storeName && (
                <>
                  <dt className={css.label}>{m['console.shopOrders.detail.store']()}</dt>
                  <dd className={css.value}>{target.storeName}</dd>
                </>
              )}
              <dt className={css.label}>{m['console.shopOrders.verify.items']()}</dt>
              <dd className={css.value}>{target.items.map((i) => `${i.skuName} ×${i.num}`).join('；')}</dd>
              {target.expireTime > 0 && (
                <>
                  <dt className={css.label}>{m['console.shopOrders.verify.expire']()}</dt>
                  <dd className={css.value}>{formatDateTime(target.expireTime)}</dd>
                </>
              )}
              <dt className={css.label}>{m['console.shopOrders.verify.state']()}</dt>
              <dd className={css.value}>{target.verified ? m['console.shopOrders.verify.used']({ time: target.verifyTime ? formatDateTime(target.verifyTime) : '', who: target.verifier }) : m['console.shopOrders.verify.unused']()}</dd>
            </dl>
            {confirmed && (
              <p role="status" className={css.done}>
                {m['console.shopOrders.verify.done']()}
              </p>
            )}
            {!target.verified && !expired && (
              <div>
                <Button disabled={busy} onClick={() => onConfirm(target.code)}>
                  {m['console.shopOrders.action.confirm']()}
                </Button>
              </div>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
