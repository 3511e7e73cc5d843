import { useReducer } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import {
  CheckResetPasswordCodeDocument,
  gql,
  RegisterConfigDocument,
  type RegisterConfigQuery,
  ResetPasswordDocument,
  SendResetPasswordCodeDocument,
  type SmsCodeInput,
} from '@mall/gateway-client';
import {
  FindPasswordSteps,
  findPassReducer,
  initialFindPass,
  stepFromState,
  visibleStep,
  type FindPassStep,
  type SmsRequest,
} from '../index';
import { useRedirectSearch, useSmsCaptcha, useSubmission } from '../authHooks';
import * as styles from './auth.css';
import { type RouteModule } from '@mall/page-kit';
import { Box } from '@mall/ui';

type Config = RegisterConfigQuery['registerConfig'];

const sendResetPasswordCode = async (input: SmsCodeInput) =>
  (await gql(SendResetPasswordCodeDocument, { input }, { silent: true })).sendResetPasswordCode;

export const loader: RouteModule['loader'] = async ({ request }) =>
  (await gql(RegisterConfigDocument, undefined, { signal: request.signal })).registerConfig;

/**
 * /find_pass (找回密码) in four steps. The step lives in history state, so Back and Forward move
 * between steps; the mobile and the one-time reset key live only in this component's memory (never
 * in the URL or history), and `visibleStep` never shows a step whose data is missing.
 */
export function Component() {
  const config = useLoaderData() as Config;
  const location = useLocation();
  const navigate = useNavigate();
  const search = useRedirectSearch();
  const sms = useSmsCaptcha(sendResetPasswordCode);
  const [data, dispatch] = useReducer(findPassReducer, initialFindPass);
  const { error, setError, submitting, attempt } = useSubmission();
  const step = visibleStep(stepFromState(location.state), data);

  const go = (next: FindPassStep) => {
    setError(null);
    void navigate(`${location.pathname}${location.search}`, { state: { findPassStep: next } });
  };

  const sendCode = async (request: SmsRequest) => {
    const result = await sms.onSendCode(request);
    if (result.ok) {
      dispatch({ type: 'codeSent', mobile: request.mobile, at: Date.now() });
      go(1);
    }
    return result;
  };

  const checkCode = (code: string) =>
    void attempt(async () => {
      if (!data.mobile) return;
      const { checkResetPasswordCode } = await gql(
        CheckResetPasswordCodeDocument,
        { mobile: data.mobile, code },
        { silent: true },
      );
      dispatch({ type: 'codeChecked', key: checkResetPasswordCode.key });
      go(2);
    });

  const resetPassword = (password: string) =>
    void attempt(async () => {
      if (!data.mobile || !data.key) return;
      await gql(
        ResetPasswordDocument,
        { input: { mobile: data.mobile, key: data.key, password } },
        { silent: true },
      );
      dispatch({ type: 'passwordReset' });
      go(3);
    });

  return (
    <Box display="flex" justifyContent="center" className={styles.plain}>
      <div className={styles.widePanel}>
        <FindPasswordSteps
          step={step}
          mobile={data.mobile}
          resendAt={data.sentAt === null ? null : data.sentAt + config.smsResendSeconds * 1000}
          {...sms}
          onSendCode={sendCode}
          onCheckCode={checkCode}
          onResend={() => go(0)}
          onResetPassword={resetPassword}
          onRestart={() => {
            dispatch({ type: 'restart' });
            go(0);
          }}
          rules={config}
          ruleText={config.passwordRule}
          error={error}
          submitting={submitting}
          loginHref={`/login${search}`}
        />
      </div>
    </Box>
  );
}
