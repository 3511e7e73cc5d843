import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberHelpListDocument, type MemberHelpListQuery } from '@mall/gateway-client';
import { HelpCentre } from '../components/HelpCentre/HelpCentre';
import { Deferred, PageCard, intParam, load, pageParam } from '@mall/page-kit';

const PAGE_SIZE = 15;

const classHref = (id: number | null) => (id === null ? '/member/members_help' : `/member/members_help?class_id=${id}`);

/** /member/members_help[?class_id=&page=]: help classes and the entries of one class (or all). */
export function loader({ request }: LoaderFunctionArgs) {
  const classId = intParam(request, 'class_id');
  const page = pageParam(request);
  return { classId, page, data: load(MemberHelpListDocument, { classId, page, pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { classId, page, data } = useLoaderData() as { classId: number | null; page: number; data: Promise<MemberHelpListQuery> };
  return (
    <PageCard titleKey="membersHelp">
      <Deferred resolve={data}>
        {(d) => (
          <HelpCentre
            classes={d.helpClasses}
            entries={d.helpList.list}
            classId={classId}
            page={page}
            pageCount={d.helpList.pageCount}
            classHref={classHref}
            entryHref={(id) => `/member/members_help_detail?id=${id}`}
            pageHref={(p) => `${classHref(classId)}${classId === null ? '?' : '&'}page=${p}`}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
