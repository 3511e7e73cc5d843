import { redirect, useLoaderData } from 'react-router-dom';
import {
  gql,
  MobileRegisteredDocument,
  RegisterAgreementsDocument,
  type RegisterAgreementsQuery,
  RegisterConfigDocument,
  type RegisterConfigQuery,
  RegisterDocument,
  SendRegisterCodeDocument,
  type SmsCodeInput,
} from '@mall/gateway-client';
import { RegisterForm, type RegisterAgreement, type RegisterValues, type RegisterVariant } from '../index';
import { useLoggedIn, useRedirectSearch, useSmsCaptcha, useSubmission } from '../authHooks';
import { MEMBER_HOME } from './RegisterRoute';
import * as styles from './auth.css';
import { type RouteModule, safeRedirect } from '@mall/page-kit';
import { Inline } from '@mall/ui';

interface Data {
  variant: RegisterVariant;
  config: RegisterConfigQuery['registerConfig'];
  agreements: RegisterAgreement[];
}

type AgreementKey = keyof Omit<RegisterAgreementsQuery, '__typename'>;

/** Which agreements each variant accepts: the company one only for units. */
const AGREEMENTS: Record<RegisterVariant, AgreementKey[]> = {
  personal: ['register', 'privacy', 'safeguard'],
  company: ['register', 'company', 'privacy', 'safeguard'],
};

/** The register form's check of a number (silent: a failure shows nothing, the register call still refuses). */
const checkMobile = async (mobile: string) =>
  (await gql(MobileRegisteredDocument, { mobile }, { silent: true })).mobileRegistered;

const sendRegisterCode = async (input: SmsCodeInput) =>
  (await gql(SendRegisterCodeDocument, { input }, { silent: true })).sendRegisterCode;

export const loader: RouteModule['loader'] = async ({ session, request, entry }): Promise<Data | Response> => {
  const url = new URL(request.url);
  if (session.member) return redirect(safeRedirect(url.searchParams.get('redirect'), MEMBER_HOME));
  const variant: RegisterVariant = entry.path === '/registerCompany' ? 'company' : 'personal';
  const [config, agreements] = await Promise.all([
    gql(RegisterConfigDocument, undefined, { signal: request.signal }),
    gql(RegisterAgreementsDocument, undefined, { signal: request.signal }),
  ]);
  const type = variant === 'company' ? 'COMPANY' : 'PERSONAL';
  // A type the site does not accept: back to the choice.
  if (!config.registerConfig.registerTypes.includes(type)) return redirect(`/register${url.search}`);
  return {
    variant,
    config: config.registerConfig,
    agreements: AGREEMENTS[variant].map((kind) => ({ kind, ...agreements[kind] })),
  };
};

/** /registerPersonal and /registerCompany: success logs in and goes to the redirect or /member/index. */
export function Component() {
  const { variant, config, agreements } = useLoaderData() as Data;
  const sms = useSmsCaptcha(sendRegisterCode);
  const { error, submitting, attempt } = useSubmission();
  const loggedIn = useLoggedIn(MEMBER_HOME);
  const search = useRedirectSearch();

  const submit = (values: RegisterValues) =>
    attempt(async () => {
      await gql(
        RegisterDocument,
        { input: { ...values, username: values.username || undefined, autoLoginDays: 0 } },
        { silent: true },
      );
      await loggedIn();
    });

  return (
    <Inline space="none" align="center" alignY="flex-start" wrap={false} className={styles.page}>
      <div className={`${styles.panel} ${styles.widePanel}`}>
        <RegisterForm
          key={variant}
          variant={variant}
          config={config}
          agreements={agreements}
          {...sms}
          onSubmit={(v) => void submit(v)}
          error={error}
          submitting={submitting}
          search={search}
          checkMobile={checkMobile}
        />
      </div>
    </Inline>
  );
}
