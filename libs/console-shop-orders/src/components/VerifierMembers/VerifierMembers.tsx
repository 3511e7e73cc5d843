import { m } from '@mall/i18n';
import { useState, type FormEvent } from 'react';
import { Button, Empty, formatDateTime, Inline, Input, Stack, Table, type TableColumn } from '@mall/ui';
import type { ShopVerifierMemberFieldsFragment } from '@mall/console-kit';

import * as css from '../VerifyDesk/VerifyDesk.css';
import { AlertText } from '@mall/page-kit';

export interface VerifierMembersProps {
  members: readonly ShopVerifierMemberFieldsFragment[];
  /** Binds the member of this mobile (the route's action; mall-api checks the mobile and the shop). */
  onAdd: (mobile: string) => void;
  onRemove: (member: ShopVerifierMemberFieldsFragment) => void;
  busy?: boolean;
  /** mall-api's refusal (没有使用该手机号的会员, 已是本店核销员 …). */
  error?: string;
}

/**
 * 核销员会员 (the 店主's page): the members who verify the shop's pickup and virtual-goods codes at
 * the storefront's /member/verification — each with nickname, masked mobile, who bound them and when —
 * a mobile field to bind one more and 解除 to unbind. States: members, none, busy, refused.
 */
export function VerifierMembers({ members, onAdd, onRemove, busy = false, error }: VerifierMembersProps) {
  const [mobile, setMobile] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (mobile.trim()) onAdd(mobile.trim());
  };
  const columns: TableColumn<ShopVerifierMemberFieldsFragment>[] = [
    { key: 'nickname', title: m['console.shopOrders.verifiers.member'](), render: (v) => v.nickname || v.username },
    { key: 'mobile', title: m['console.shopOrders.verifiers.mobile']() },
    { key: 'addedBy', title: m['console.shopOrders.verifiers.addedBy']() },
    { key: 'createTime', title: m['console.shopOrders.verifiers.time'](), render: (v) => formatDateTime(v.createTime) },
    {
      key: 'ops',
      title: m['console.shopOrders.column.actions'](),
      render: (v) => (
        <Button variant="text" disabled={busy} onClick={() => onRemove(v)} aria-label={m['console.shopOrders.verifiers.removeOne']({ name: v.nickname || v.username })}>
          {m['console.shopOrders.verifiers.remove']()}
        </Button>
      ),
    },
  ];
  return (
    <Stack space="md">
      <p>{m['console.shopOrders.verifiers.hint']()}</p>
      <form onSubmit={add}>
        <Inline space="sm">
          <Input label={m['console.shopOrders.verifiers.mobile']()} value={mobile} maxLength={11} inputMode="numeric" autoComplete="off" onChange={(e) => setMobile(e.target.value)} />
          <Button type="submit" disabled={busy || !mobile.trim()}>
            {m['console.shopOrders.verifiers.add']()}
          </Button>
        </Inline>
      </form>
      <AlertText message={error} className={css.error} />
      <Table caption={m['console.shopOrders.title.verifiers']()} hideCaption columns={columns} rows={members} rowKey="memberId" empty={<Empty text={m['console.shopOrders.verifiers.empty']()} />} />
    </Stack>
  );
}
