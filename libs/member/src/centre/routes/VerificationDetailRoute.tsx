import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberVerifyCodeDocument, VerifyRecordDocument, type VerifyRecordFieldsFragment } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { VerifyCodeDetail, type VerifyCodeInfo } from '../components/VerifyCodeDetail/VerifyCodeDetail';
import { VerifyRecordDetail } from '../components/VerifyRecordDetail/VerifyRecordDetail';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';

type Data = { record: VerifyRecordFieldsFragment } | { code: VerifyCodeInfo };

/**
 * /member/verification_detail?record=: one of the verifier's attempts at the desk; ?id=: one of the
 * member's own codes (404 when missing or another member's).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const recordId = intParam(request, 'record');
  if (recordId !== null) {
    const { verifyRecord } = await load(VerifyRecordDocument, { id: recordId }, request);
    if (!verifyRecord) notFound();
    return { record: verifyRecord };
  }
  const id = intParam(request, 'id');
  if (id === null) notFound();
  const data = await load(MemberVerifyCodeDocument, { id }, request);
  if (!data.verifyCode) notFound();
  return { code: data.verifyCode };
}

export function Component() {
  const data = useLoaderData() as Data;
  return (
    <PageCard titleKey="verificationDetail" link={{ to: '/member/verification_list', text: m['member.common.backToList']() }}>
      {'record' in data ? <VerifyRecordDetail record={data.record} /> : <VerifyCodeDetail code={data.code} />}
    </PageCard>
  );
}
