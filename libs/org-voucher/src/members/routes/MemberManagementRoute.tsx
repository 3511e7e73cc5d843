import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { OrgAddMemberDocument, OrgKickMemberDocument, OrgMembersDocument, type OrgMembersQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Card } from '@mall/ui';
import { MemberImport, type ImportReportView } from '../components/MemberImport/MemberImport';
import { OrgMemberTable } from '../components/OrgMemberTable/OrgMemberTable';
import { EXPORT_URL, TEMPLATE_URL, uploadMembers } from '../lib/upload';
import { Deferred } from '../../lib/VoucherDeferred';
import { intParam, load, useMutation, useWrites, pageStyles as styles } from '@mall/page-kit';

const PAGE_SIZE = 10;

/** /member/memberManagement?page=&keyword=: the unit's members (administrators). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 50);
  const page = intParam(url, 'page') ?? 1;
  return { keyword, page, data: load(OrgMembersDocument, { keyword, page, pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { keyword, page, data } = useLoaderData() as { keyword: string; page: number; data: Promise<OrgMembersQuery> };
  const navigate = useNavigate();
  const { after } = useWrites();
  const { run, pending, error } = useMutation();
  const [kickingId, setKickingId] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReportView | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const href = (p: number, kw = keyword) => `/member/memberManagement?${new URLSearchParams({ ...(kw ? { keyword: kw } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()}`;
  const doImport = async (file: File, allOrNothing: boolean) => {
    setReport(null);
    setImportError(null);
    setProgress(0);
    try {
      // An import changes the member list on the page.
      setReport(await after('page', () => uploadMembers(file, allOrNothing, setProgress)));
    } catch (e) {
      setImportError(e instanceof Error && e.message !== 'network' ? e.message : m['orgVoucher.import.failed']());
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card title={m['title.memberManagement']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ myOrg, orgMembers }) =>
          !myOrg ? (
            <Empty text={m['orgVoucher.common.notInOrg']()} />
          ) : myOrg.role !== 'ADMIN' ? (
            <Empty text={m['orgVoucher.common.adminOnly']()} />
          ) : (
            <div className={styles.stack}>
              <OrgMemberTable
                members={orgMembers.list}
                count={orgMembers.count}
                page={page}
                pageCount={orgMembers.pageCount}
                keyword={keyword}
                getHref={(p) => href(p)}
                onSearch={(kw) => navigate(href(1, kw))}
                adding={pending}
                kickingId={kickingId}
                error={error}
                onAdd={(v) => void run(OrgAddMemberDocument, v, { success: m['orgVoucher.members.added']() })}
                onKick={(memberId) => {
                  setKickingId(memberId);
                  void run(OrgKickMemberDocument, { memberId }, { success: m['orgVoucher.members.kicked']() }).finally(() => setKickingId(null));
                }}
              />
              <MemberImport templateHref={TEMPLATE_URL} exportHref={EXPORT_URL} onImport={(f, all) => void doImport(f, all)} progress={progress} report={report} error={importError} />
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
