import { useCallback, useState } from 'react';
import { redirect } from 'react-router-dom';
import {
  gql,
  LoginDocument,
  MobileLoginDocument,
  type RouteModule,
  safeRedirect,
  SendLoginCodeDocument,
  type SmsCodeInput,
} from '@mall/gateway-client';
import { t, useT } from '@mall/i18n';
import { SmsLoginForm, type SmsLoginValues } from '../index';
import { Tabs } from '@mall/ui';
import { LoginForm, type LoginValues } from '../components/LoginForm/LoginForm';
import { messageOf, useCaptcha, useLoggedIn, useSmsSender } from '../authHooks';
import * as styles from './auth.css';

/** A logged-in member has nothing to do here: go on to the redirect target. */
export const loader: RouteModule['loader'] = ({ shell, request }) => {
  if (shell.member) {
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
};

type Tab = 'account' | 'sms';

/** /login (SPEC §2, §4): 账号登录 (password + image captcha) and 短信登录 (mobile + SMS code). */
export function Component() {
  const tr = useT();
  const [tab, setTab] = useState<Tab>('account');
  const { captcha, refresh: refreshCaptcha } = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const loggedIn = useLoggedIn('/');

  const run = async (call: () => Promise<unknown>) => {
    setSubmitting(true);
    setError(null);
    try {
      await call();
      await loggedIn();
    } catch (e) {
      setError(messageOf(e, t('error.loginFailed')));
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const passwordLogin = (values: LoginValues) => {
    if (!captcha) {
      setError(t('auth.captchaFirst'));
      return;
    }
    void run(() =>
      gql(
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
      ),
    );
  };

  const smsLogin = (values: SmsLoginValues) =>
    void run(() => gql(MobileLoginDocument, { input: values }, { silent: true }));

  const sendCode = useSmsSender(
    captcha,
    refreshCaptcha,
    useCallback(
      async (input: SmsCodeInput) =>
        (await gql(SendLoginCodeDocument, { input }, { silent: true })).sendLoginCode,
      [],
    ),
  );

  const select = (next: string) => {
    setTab(next as Tab);
    setError(null);
  };

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <Tabs
          label={tr('auth.loginTabs')}
          value={tab}
          onChange={select}
          items={[
            {
              id: 'account',
              label: tr('auth.accountLogin'),
              content:
                tab === 'account' ? (
                  <LoginForm
                    bare
                    captcha={captcha}
                    onRefreshCaptcha={refreshCaptcha}
                    onSubmit={passwordLogin}
                    error={error}
                    submitting={submitting}
                  />
                ) : null,
            },
            {
              id: 'sms',
              label: tr('auth.smsLogin'),
              content:
                tab === 'sms' ? (
                  <SmsLoginForm
                    captcha={captcha}
                    onRefreshCaptcha={refreshCaptcha}
                    onSendCode={sendCode}
                    onSubmit={smsLogin}
                    error={error}
                    submitting={submitting}
                  />
                ) : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
