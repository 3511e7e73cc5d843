import { m } from '@mall/i18n';
import { Button, formatDateTime, formatPrice, Inline, Stack, Table } from '@mall/ui';
import { DetailPanel, StatusBadge } from '@mall/console-kit';
import * as styles from './MemberSummary.css';

export interface MemberSummaryData {
  memberId: number;
  username: string;
  nickname: string;
  mobile: string;
  levelName: string;
  balanceFen: number;
  point: number;
  state: string;
  regTime: number;
  lastLoginTime: number;
  registerType: string;
  companyName: string;
  orgName: string;
  orders: number;
  certifications: readonly { kind: string; kindName: string; stateName: string; name: string }[];
  ledger: readonly { id: number; accountType: string; amount: number | null; points: number | null; typeName: string; remark: string; createTime: number }[];
}

export interface MemberSummaryProps {
  member: MemberSummaryData;
  /** The actor may change members (members.manage); otherwise the page is read only. */
  canManage: boolean;
  busy?: boolean;
  /** mall-api's message of the last refused change. */
  error?: string;
  onFreeze?: (frozen: boolean) => void;
  onAdjust?: () => void;
  onReset?: () => void;
  onClose?: () => void;
}

const when = (s: number) => (s ? formatDateTime(s) : '—');

/**
 * A member as the platform sees it (never a password, token or hash): account, balance and points,
 * unit, certifications and the latest ledger rows, with freeze / unfreeze, adjust and the SMS
 * password reset for a role that may change members.
 */
export function MemberSummary({ member, canManage, busy = false, error, onFreeze, onAdjust, onReset, onClose }: MemberSummaryProps) {
  const frozen = member.state !== 'active';
  const fields: [string, string][] = [
    [m['console.members.column.mobile'](), member.mobile || '—'],
    [m['console.members.column.level'](), member.levelName || '—'],
    [m['console.members.column.balance'](), formatPrice(member.balanceFen)],
    [m['console.members.column.point'](), String(member.point)],
    [m['console.members.detail.registerType'](), member.registerType === 'company' ? `企业（${member.companyName}）` : '个人'],
    [m['console.members.detail.org'](), member.orgName || m['console.members.detail.none']()],
    [m['console.members.detail.orders'](), String(member.orders)],
    [m['console.members.detail.certs'](), member.certifications.length ? member.certifications.map((c) => `${c.kindName}：${c.stateName}${c.name ? `（${c.name}）` : ''}`).join('；') : m['console.members.detail.none']()],
    [m['console.members.column.regTime'](), when(member.regTime)],
    [m['console.members.column.lastLogin'](), when(member.lastLoginTime)],
  ];
  return (
    <DetailPanel
      title={`${member.nickname || member.username}（${member.username}）`}
      status={<StatusBadge label={frozen ? m['console.members.filter.frozen']() : m['console.members.filter.active']()} tone={frozen ? 'danger' : 'success'} />}
      onClose={onClose}
      actions={
        canManage ? (
          <Inline space="sm">
            <Button variant="secondary" loading={busy} onClick={() => onFreeze?.(!frozen)}>
              {frozen ? m['console.members.action.unfreeze']() : m['console.members.action.freeze']()}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onAdjust}>
              {m['console.members.action.adjust']()}
            </Button>
            <Button variant="secondary" disabled={busy || !member.mobile || frozen} onClick={onReset}>
              {m['console.members.action.reset']()}
            </Button>
          </Inline>
        ) : undefined
      }
    >
      <Stack space="sm">
        {error && <p role="alert">{error}</p>}
        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <Table
          caption={m['console.members.detail.ledger']()}
          columns={[
            { key: 'createTime', title: m['console.members.column.time'](), render: (l) => when(l.createTime) },
            { key: 'typeName', title: m['console.members.column.kind']() },
            { key: 'amount', title: m['console.members.dialog.amount'](), render: (l) => (l.amount !== null ? formatPrice(l.amount) : `${l.points ?? 0} ${m['console.members.column.point']()}`) },
            { key: 'remark', title: m['console.members.column.remark']() },
          ]}
          rows={member.ledger}
          rowKey="id"
          empty={m['console.members.detail.none']()}
        />
      </Stack>
    </DetailPanel>
  );
}
