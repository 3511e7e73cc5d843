import { useState } from 'react';
import { redirect, useLoaderData } from 'react-router-dom';
import {
  gql,
  LoginDocument,
  LoginNeedsCaptchaDocument,
  MobileLoginDocument,
  SendLoginCodeDocument,
  type SmsCodeInput,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { SmsLoginForm, type SmsLoginValues } from '../index';
import { Inline, Tabs } from '@mall/ui';
import { LoginForm, type LoginValues } from '../components/LoginForm/LoginForm';
import { useLoggedIn, useSmsCaptcha, useSubmission } from '../authHooks';
import * as styles from './auth.css';
import { type RouteModule, safeRedirect } from '@mall/page-kit';

/**
 * A logged-in member has nothing to do here: go on to the redirect target. Otherwise whether the
 * password login asks for the image captcha now (the site's switch, or failures from this address).
 */
export const loader: RouteModule['loader'] = async ({ session, request }) => {
  if (session.member) {
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return {
    needsCaptcha: (await gql(LoginNeedsCaptchaDocument, {}, { signal: request.signal })).loginNeedsCaptcha,
  };
};

const needsCaptchaFor = async (username: string) =>
  (await gql(LoginNeedsCaptchaDocument, { username }, { silent: true })).loginNeedsCaptcha;

type Tab = 'account' | 'sms';

const sendLoginCode = async (input: SmsCodeInput) =>
  (await gql(SendLoginCodeDocument, { input }, { silent: true })).sendLoginCode;

/**
 * /login (SPEC §2, §4): 账号登录 (password, and the image captcha only when loginNeedsCaptcha says so:
 * asked on load and again after a failed attempt, for the typed account) and 短信登录 (mobile + SMS code).
 */
export function Component() {
  const loaded = useLoaderData() as { needsCaptcha: boolean } | null;
  const [needsCaptcha, setNeedsCaptcha] = useState(loaded?.needsCaptcha ?? true);
  const [tab, setTab] = useState<Tab>('account');
  const sms = useSmsCaptcha(sendLoginCode);
  const { captcha } = sms;
  const { error, setError, submitting, attempt } = useSubmission();
  const loggedIn = useLoggedIn('/');

  /** Either login, then on to the redirect target; a failure spends the captcha (and may make it needed). */
  const run = (call: () => Promise<unknown>, afterFailure?: () => void) =>
    void attempt(
      async () => {
        await call();
        await loggedIn();
      },
      m['error.loginFailed'](),
      () => {
        sms.onRefreshCaptcha();
        afterFailure?.();
      },
    );

  const passwordLogin = (values: LoginValues) => {
    if (needsCaptcha && !captcha) {
      setError(m['auth.captchaFirst']());
      return;
    }
    const withCaptcha =
      needsCaptcha && captcha ? { captchaId: captcha.id, captchaCode: values.captchaCode } : {};
    const recheck = () =>
      void needsCaptchaFor(values.username).then(setNeedsCaptcha, () => setNeedsCaptcha(true));
    run(
      () =>
        gql(
          LoginDocument,
          {
            input: {
              username: values.username,
              password: values.password,
              ...withCaptcha,
              autoLoginDays: values.autoLoginDays,
            },
          },
          { silent: true },
        ),
      recheck,
    );
  };

  const smsLogin = (values: SmsLoginValues) =>
    run(() => gql(MobileLoginDocument, { input: values }, { silent: true }));
  const status = { error, submitting };

  const select = (next: string) => {
    setTab(next as Tab);
    setError(null);
  };

  return (
    <Inline space="none" align="center" alignY="flex-start" wrap={false} className={styles.page}>
      <div className={styles.panel}>
        <Tabs
          label={m['auth.loginTabs']()}
          value={tab}
          onChange={select}
          items={[
            {
              id: 'account',
              label: m['auth.accountLogin'](),
              content:
                tab === 'account' ? (
                  <LoginForm
                    bare
                    needsCaptcha={needsCaptcha}
                    captcha={captcha}
                    onRefreshCaptcha={sms.onRefreshCaptcha}
                    onSubmit={passwordLogin}
                    {...status}
                  />
                ) : null,
            },
            {
              id: 'sms',
              label: m['auth.smsLogin'](),
              content: tab === 'sms' ? <SmsLoginForm {...sms} onSubmit={smsLogin} {...status} /> : null,
            },
          ]}
        />
      </div>
    </Inline>
  );
}
