import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { VerifyCodeForm } from '../components/VerifyCodeForm/VerifyCodeForm';
import { findOwnVerifyCode } from '../lib/verify';
import { PageCard, errorMessage } from '@mall/page-kit';

/**
 * /member/verification: enter a code, see its detail. The API has no lookup by code, so the code is
 * searched among the member's own codes (verifyCodes, see findOwnVerifyCode) and, when found, the
 * page goes to /member/verification_detail?id=…
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = async (code: string) => {
    setSearching(true);
    setError(null);
    try {
      const id = await findOwnVerifyCode(code);
      if (id === null) setError(t('member.verify.notFound', { code }));
      else navigate(`/member/verification_detail?id=${id}`);
    } catch (thrown) {
      setError(errorMessage(thrown, t('error.unknown')));
    } finally {
      setSearching(false);
    }
  };
  return (
    <PageCard titleKey="verification" link={{ to: '/member/verification_list', text: t('member.verify.list') }}>
      <VerifyCodeForm onSubmit={(code) => void search(code)} searching={searching} error={error} />
    </PageCard>
  );
}
