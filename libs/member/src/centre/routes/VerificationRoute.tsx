import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { DeskVerifyCodeDocument, gql, RedeemVerifyCodeDocument, VerifierInfoDocument, type DeskVerifyTargetFieldsFragment, type VerifierInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Stack } from '@mall/ui';
import { PageCard, errorMessage, load, pageStyles } from '@mall/page-kit';
import { VerifyCodeForm } from '../components/VerifyCodeForm/VerifyCodeForm';
import { DeskVerifyPanel } from '../components/DeskVerifyPanel/DeskVerifyPanel';

/** The shops the member verifies for (none: the page says how to become a verifier). */
export async function loader({ request }: { request: Request }) {
  return (await load(VerifierInfoDocument, {}, request)).verifierInfo;
}

/**
 * /member/verification (核销台): a member the 店主 bound as the shop's verifier types the code the
 * buyer shows, sees its order and goods and redeems it once; mall-api refuses a used, expired or
 * another shop's code and records every attempt (/member/verification_list).
 */
export function Component() {
  const info = useLoaderData() as VerifierInfoQuery['verifierInfo'];
  const [target, setTarget] = useState<DeskVerifyTargetFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [redeemError, setRedeemError] = useState<string | null>(null);
  const search = async (code: string) => {
    setBusy(true);
    setLookupError(null);
    setRedeemError(null);
    try {
      setTarget((await gql(DeskVerifyCodeDocument, { code }, { silent: true })).deskVerifyCode);
    } catch (thrown) {
      setTarget(null);
      setLookupError(errorMessage(thrown, m['error.unknown']()));
    } finally {
      setBusy(false);
    }
  };
  const redeem = async () => {
    if (!target) return;
    setBusy(true);
    setRedeemError(null);
    try {
      setTarget((await gql(RedeemVerifyCodeDocument, { code: target.code }, { silent: true })).redeemVerifyCode);
    } catch (thrown) {
      setRedeemError(errorMessage(thrown, m['error.unknown']()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageCard titleKey="verification" link={{ to: '/member/verification_list', text: info.isVerifier ? m['member.verify.desk.records']() : m['member.verify.desk.myCodes']() }}>
      {info.isVerifier ? (
        <Stack space="lg">
          <p className={pageStyles.muted}>{m['member.verify.desk.shops']({ shops: info.shops.map((s) => s.siteName).join('、') })}</p>
          <VerifyCodeForm onSubmit={(code) => void search(code)} searching={busy && !target} error={lookupError} />
          {target && <DeskVerifyPanel target={target} onRedeem={() => void redeem()} redeeming={busy} error={redeemError} />}
        </Stack>
      ) : (
        <p role="status">
          {m['member.verify.desk.notVerifier']()} <Link to="/member/verification_list">{m['member.verify.desk.myCodes']()}</Link>
        </p>
      )}
    </PageCard>
  );
}
