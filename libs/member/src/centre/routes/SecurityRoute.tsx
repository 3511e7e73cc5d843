import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  gql,
  MemberCaptchaDocument,
  MemberChangeMobileDocument,
  MemberChangePasswordDocument,
  MemberProfileDocument,
  MemberSendChangeMobileCodeDocument,
  type MemberProfileQuery,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { CareModeSwitch, Skeleton, Stack, useToast, Card } from '@mall/ui';
import type { CaptchaImage } from '../../auth/components/AuthFields/AuthFields';
import { MobileForm } from '../components/MobileForm/MobileForm';
import { PasswordForm } from '../components/PasswordForm/PasswordForm';
import { Deferred, PageCard, errorMessage, load, useMutation, pageStyles as shared, refreshSession } from '@mall/page-kit';

/** /member/security: the care-mode setting; change the password; change the bound mobile with an SMS code. */
export function loader({ request }: LoaderFunctionArgs) {
  return { profile: load(MemberProfileDocument, {}, request) };
}

function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const refresh = useCallback(() => {
    gql(MemberCaptchaDocument, {}, { silent: true }).then(
      (data) => setCaptcha(data.captcha),
      () => setCaptcha(null),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}

export function Component() {
  const { profile } = useLoaderData() as { profile: Promise<MemberProfileQuery> };
  const toast = useToast();
  const password = useMutation();
  const mobile = useMutation();
  const { captcha, refresh } = useCaptcha();
  const [passwordRound, setPasswordRound] = useState(0);
  const [mobileRound, setMobileRound] = useState(0);
  const [resendSeconds, setResendSeconds] = useState<number | undefined>(undefined);

  const changePassword = async (values: { oldPassword: string; newPassword: string }) => {
    const done = await password.run(MemberChangePasswordDocument, values, {
      success: m['member.security.passwordChanged'](),
      revalidate: false,
    });
    if (done !== null) setPasswordRound((n) => n + 1);
  };
  const sendCode = async (request: { mobile: string; captchaCode: string }) => {
    if (!captcha) return false;
    try {
      const data = await gql(
        MemberSendChangeMobileCodeDocument,
        { input: { ...request, captchaId: captcha.id } },
        { forceLogin: true, silent: true },
      );
      setResendSeconds(data.sendChangeMobileCode.resendSeconds);
      toast.show(m['member.security.codeSent'](), 'success');
      return true;
    } catch (thrown) {
      toast.show(errorMessage(thrown, m['error.unknown']()), 'error');
      refresh();
      return false;
    }
  };
  const changeMobile = async (values: { mobile: string; code: string }) => {
    const done = await mobile.run(MemberChangeMobileDocument, values, { success: m['member.security.mobileChanged']() });
    if (done !== null) {
      void refreshSession();
      setMobileRound((n) => n + 1);
      refresh();
    }
  };

  return (
    <Stack space="lg">
      <Card title={m['care.mode']()}>
        <CareModeSwitch variant="setting" />
      </Card>
      <PageCard title={m['member.security.password']()}>
        <p className={shared.muted}>{m['member.security.passwordHint']()}</p>
        <PasswordForm
          key={passwordRound}
          onSubmit={(v) => void changePassword(v)}
          submitting={password.pending}
          error={password.error}
        />
      </PageCard>
      <Card title={m['member.security.mobile']()}>
        <Deferred resolve={profile} fallback={<Skeleton lines={4} />}>
          {(data) => (
            <MobileForm
              key={mobileRound}
              currentMobile={data.memberDetail.mobile}
              captcha={captcha}
              onRefreshCaptcha={refresh}
              onSendCode={sendCode}
              onSubmit={(v) => void changeMobile(v)}
              resendSeconds={resendSeconds}
              submitting={mobile.pending}
              error={mobile.error}
            />
          )}
        </Deferred>
      </Card>
    </Stack>
  );
}
