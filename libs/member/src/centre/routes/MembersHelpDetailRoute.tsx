import { Inline } from '@mall/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberHelpDocument, type MemberHelpQuery } from '@mall/gateway-client';
import { CmsArticle, PrevNext } from '@mall/content';
import { m } from '@mall/i18n';
import { intParam, load, notFound, pageStyles as shared } from '@mall/page-kit';

type Help = NonNullable<MemberHelpQuery['help']>;

/** /member/members_help_detail?id=: one help entry (404 when missing) with its previous and next. */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ help: Help; documentTitle: string }> {
  const id = intParam(request, 'id');
  if (id === null) notFound();
  const data = await load(MemberHelpDocument, { id }, request);
  if (!data.help) notFound();
  return { help: data.help, documentTitle: data.help.title };
}

export function Component() {
  const { help } = useLoaderData() as { help: Help };
  return (
    <section className={shared.card}>
      <Inline space="sm" as="p">
        <Link to={`/member/members_help?class_id=${help.classId}`} className={shared.link}>
          {m['member.common.backToList']()}
        </Link>
        <span className={shared.muted}>{help.className}</span>
      </Inline>
      {/* content is HTML sanitised by the gateway (allow-list), as CmsArticle requires. */}
      <CmsArticle
        title={help.title}
        createTime={help.createTime}
        html={help.content}
        footer={<PrevNext prev={help.prev} next={help.next} hrefFor={(id) => `/member/members_help_detail?id=${id}`} />}
      />
    </section>
  );
}
