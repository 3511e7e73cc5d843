import { Button, formatDateTime, formatPrice, Inline, Stack, Table } from '@mall/ui';
import { DetailPanel, StatusBadge } from '@mall/console-kit';
import { useMembersT } from '../../i18n';
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
export function MemberSummary({ member: m, canManage, busy = false, error, onFreeze, onAdjust, onReset, onClose }: MemberSummaryProps) {
  const t = useMembersT();
  const frozen = m.state !== 'active';
  const fields: [string, string][] = [
    [t('column.mobile'), m.mobile || '—'],
    [t('column.level'), m.levelName || '—'],
    [t('column.balance'), formatPrice(m.balanceFen)],
    [t('column.point'), String(m.point)],
    [t('detail.registerType'), m.registerType === 'company' ? `企业（${m.companyName}）` : '个人'],
    [t('detail.org'), m.orgName || t('detail.none')],
    [t('detail.orders'), String(m.orders)],
    [t('detail.certs'), m.certifications.length ? m.certifications.map((c) => `${c.kindName}：${c.stateName}${c.name ? `（${c.name}）` : ''}`).join('；') : t('detail.none')],
    [t('column.regTime'), when(m.regTime)],
    [t('column.lastLogin'), when(m.lastLoginTime)],
  ];
  return (
    <DetailPanel
      title={`${m.nickname || m.username}（${m.username}）`}
      status={<StatusBadge label={frozen ? t('filter.frozen') : t('filter.active')} tone={frozen ? 'danger' : 'success'} />}
      onClose={onClose}
      actions={
        canManage ? (
          <Inline space="sm">
            <Button variant="secondary" loading={busy} onClick={() => onFreeze?.(!frozen)}>
              {frozen ? t('action.unfreeze') : t('action.freeze')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onAdjust}>
              {t('action.adjust')}
            </Button>
            <Button variant="secondary" disabled={busy || !m.mobile || frozen} onClick={onReset}>
              {t('action.reset')}
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
          caption={t('detail.ledger')}
          columns={[
            { key: 'createTime', title: t('column.time'), render: (l) => when(l.createTime) },
            { key: 'typeName', title: t('column.kind') },
            { key: 'amount', title: t('dialog.amount'), render: (l) => (l.amount !== null ? formatPrice(l.amount) : `${l.points ?? 0} ${t('column.point')}`) },
            { key: 'remark', title: t('column.remark') },
          ]}
          rows={m.ledger}
          rowKey="id"
          empty={t('detail.none')}
        />
      </Stack>
    </DetailPanel>
  );
}
