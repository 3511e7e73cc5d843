import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { ORG_REAL_NAME_MAX, ORG_REAL_NAME_MIN } from '@mall/rest-contract/org-limits';
import { PHONE_PATTERN } from '@mall/rest-contract/rules';
import { Button, Dialog, Inline, Input, Pagination, SearchInput, Stack, Table, type TableColumn } from '@mall/ui';
import * as styles from './OrgMemberTable.css';
import { AlertText } from '@mall/page-kit';

export interface OrgMemberRow {
  memberId: number;
  realName: string;
  nickname: string;
  mobile: string;
  role: 'ADMIN' | 'MEMBER';
  createTime: number;
}

export interface OrgMemberTableProps {
  members: readonly OrgMemberRow[];
  count: number;
  page: number;
  pageCount: number;
  keyword: string;
  /** Page links (the URL holds page and keyword). */
  getHref: (page: number) => string;
  onSearch: (keyword: string) => void;
  onKick: (memberId: number) => void;
  onAdd: (value: { mobile: string; realName: string }) => void;
  /** The member being removed, or null. */
  kickingId?: number | null;
  adding?: boolean;
  /** The server's refusal of the last add or kick. */
  error?: string | null;
}

const time = (secs: number) => new Date(secs * 1000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Members of a unit (/member/memberManagement): search, pages, add by mobile, remove with confirmation.
 *
 * 单位成员列表（/member/memberManagement）。props：members 当前页成员，count 总数，page / pageCount / getHref 分页链接，keyword
 * 搜索词，onSearch 搜索，onAdd 按手机号添加（先校验手机号与姓名），onKick 移出（先弹出确认框），kickingId 正在移出的成员，adding 添加中，error
 * 服务端拒绝原因。状态：有数据、空、错误、超长中文姓名。
 */
export function OrgMemberTable({ members, count, page, pageCount, keyword, getHref, onSearch, onKick, onAdd, kickingId = null, adding = false, error }: OrgMemberTableProps) {
  const [confirm, setConfirm] = useState<OrgMemberRow | null>(null);
  const [mobile, setMobile] = useState('');
  const [realName, setRealName] = useState('');
  const [touched, setTouched] = useState(false);
  const mobileBad = !PHONE_PATTERN.test(mobile.trim());
  const nameLen = [...realName.trim()].length;
  const nameBad = nameLen < ORG_REAL_NAME_MIN || nameLen > ORG_REAL_NAME_MAX;
  const add = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (mobileBad || nameBad) return;
    onAdd({ mobile: mobile.trim(), realName: realName.trim() });
    setMobile('');
    setRealName('');
    setTouched(false);
  };
  const columns: TableColumn<OrgMemberRow>[] = [
    { key: 'realName', title: m['orgVoucher.members.realName'](), render: (row) => row.realName || row.nickname },
    { key: 'mobile', title: m['orgVoucher.members.mobile']() },
    { key: 'role', title: m['orgVoucher.members.role'](), render: (row) => (row.role === 'ADMIN' ? m['orgVoucher.common.roleAdmin']() : m['orgVoucher.common.roleMember']()) },
    { key: 'createTime', title: m['orgVoucher.members.joined'](), render: (row) => time(row.createTime) },
    {
      key: 'actions',
      title: m['orgVoucher.members.actions'](),
      align: 'center',
      render: (row) =>
        row.role === 'ADMIN' ? null : (
          <button type="button" className={styles.textButton} disabled={kickingId === row.memberId} onClick={() => setConfirm(row)} aria-label={`${m['orgVoucher.members.kick']()} ${row.realName}`}>
            {m['orgVoucher.members.kick']()}
          </button>
        ),
    },
  ];
  return (
    <Stack space="md">
      <Inline space="md" align="space-between">
        <SearchInput label={m['orgVoucher.members.search']()} buttonText={m['orgVoucher.members.searchButton']()} placeholder={m['orgVoucher.members.search']()} defaultValue={keyword} onSearch={onSearch} />
        <span className={styles.muted}>{m['orgVoucher.members.total']({ count })}</span>
      </Inline>
      <Inline as="form" space="sm" alignY="flex-end" onSubmit={add} noValidate aria-label={m['orgVoucher.members.addTitle']()}>
        <Input size="sm" label={m['orgVoucher.members.realName']()} value={realName} onChange={(e) => setRealName(e.target.value)} error={touched && nameBad ? m['orgVoucher.members.nameInvalid']({ min: ORG_REAL_NAME_MIN, max: ORG_REAL_NAME_MAX }) : undefined} maxLength={ORG_REAL_NAME_MAX} />
        <Input size="sm" label={m['orgVoucher.members.mobile']()} value={mobile} onChange={(e) => setMobile(e.target.value)} error={touched && mobileBad ? m['orgVoucher.members.mobileInvalid']() : undefined} inputMode="numeric" maxLength={11} />
        <Button size="sm" type="submit" disabled={adding}>
          {m['orgVoucher.members.add']()}
        </Button>
      </Inline>
      <AlertText message={error} className={styles.error} />
      <Table caption={m['orgVoucher.members.caption']()} hideCaption columns={columns} rows={members} rowKey="memberId" empty={m['orgVoucher.members.empty']()} />
      <Pagination page={page} pageCount={pageCount} getHref={getHref} />
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={m['orgVoucher.members.kickTitle']()}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {m['orgVoucher.common.cancel']()}
            </Button>
            <Button
              onClick={() => {
                if (confirm) onKick(confirm.memberId);
                setConfirm(null);
              }}
            >
              {m['orgVoucher.common.confirm']()}
            </Button>
          </>
        }
      >
        {confirm ? m['orgVoucher.members.kickConfirm']({ name: confirm.realName || confirm.nickname, mobile: confirm.mobile }) : null}
      </Dialog>
    </Stack>
  );
}
