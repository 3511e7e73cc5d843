import { useCallback, useEffect, useState } from 'react';
import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { CaptchaDocument, gql, LoginDocument, type CaptchaQuery } from '@mall/gateway-client';
import { LoginForm, type LoginValues } from '../../components/LoginForm/LoginForm';
import { t } from '@mall/i18n';
import { safeRedirect } from '../../routes/guards';
import { invalidateShell } from '../../shell';
import type { PageModule } from '../../routes/pageModule';
import * as styles from './LoginRoute.css';

type Captcha = CaptchaQuery['captcha'];

/** A logged-in member has nothing to do here: go on to the redirect target. */
export const loader: PageModule['loader'] = ({ shell, request }) => {
  if (shell.member) {
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
};

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setCaptcha(null);
    gql(CaptchaDocument).then(
      (data) => setCaptcha(data.captcha),
      () => undefined, // the client already showed the toast
    );
  }, []);

  useEffect(refreshCaptcha, [refreshCaptcha]);

  const submit = async (values: LoginValues) => {
    if (!captcha) return;
    setSubmitting(true);
    setError(null);
    try {
      await gql(
        LoginDocument,
        {
          input: {
            username: values.username,
            password: values.password,
            captchaId: captcha.id,
            captchaCode: values.captchaCode,
            autoLoginDays: values.autoLoginDays,
          },
        },
        { silent: true },
      );
      // Refetch the shell (member, cart); this page's loader then sends the member on.
      invalidateShell();
      await revalidator.revalidate();
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('error.loginFailed'));
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <LoginForm
        captcha={captcha}
        onRefreshCaptcha={refreshCaptcha}
        onSubmit={(v) => void submit(v)}
        error={error}
        submitting={submitting}
      />
    </div>
  );
}
