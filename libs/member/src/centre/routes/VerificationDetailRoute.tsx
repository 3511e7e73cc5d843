import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberVerifyCodeDocument } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { VerifyCodeDetail, type VerifyCodeInfo } from '../components/VerifyCodeDetail/VerifyCodeDetail';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';

/** /member/verification_detail?id=: one of the member's verification codes (404 when missing). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ code: VerifyCodeInfo }> {
  const id = intParam(request, 'id');
  if (id === null) notFound();
  const data = await load(MemberVerifyCodeDocument, { id }, request);
  if (!data.verifyCode) notFound();
  return { code: data.verifyCode };
}

export function Component() {
  const { code } = useLoaderData() as { code: VerifyCodeInfo };
  const t = useT();
  return (
    <PageCard titleKey="verificationDetail" link={{ to: '/member/verification_list', text: t('member.common.backToList') }}>
      <VerifyCodeDetail code={code} />
    </PageCard>
  );
}
