// Console sign-in: account, password and the image captcha; then the authenticator's code (or a
// recovery code), or, at a platform account's first sign-in, enrolment with a QR code and the
// recovery codes shown once. The captcha has the storefront's aids (magnified 2.5×, and the altcha
// proof of work that needs no reading) over the console's own GraphQL calls.
import { m } from '@mall/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CaptchaAids, ProofOfWorkContext, type ProofOfWorkCalls } from '@mall/member';
import { AlertText } from '@mall/page-kit';
import { Button, Card, Input, Stack } from '@mall/ui';
import { consoleRequest, ConsoleCaptchaDocument, ConsoleCaptchaProofOfWorkDocument, ConsoleLoginDocument, ConsoleVerifyTotpDocument, SolveConsoleCaptchaProofOfWorkDocument, type ConsoleActorFieldsFragment } from '@mall/console-kit';
import { homePath } from '../pages';
import { setActor } from '../session';
import * as css from './LoginPage.css';

type Step = { kind: 'password' } | { kind: 'totp'; challenge: string } | { kind: 'enrol'; challenge: string; qr: string; secret: string } | { kind: 'codes'; codes: string[]; actor: ConsoleActorFieldsFragment };

/** The captcha that needs no reading, through /console/graphql (mall-api's same calls and per-address limits). */
const consoleProofOfWork: ProofOfWorkCalls = {
  challenge: async (captchaId) => (await consoleRequest(ConsoleCaptchaProofOfWorkDocument, { captchaId })).captchaProofOfWork.challenge,
  solve: async (captchaId, payload) => (await consoleRequest(SolveConsoleCaptchaProofOfWorkDocument, { captchaId, payload })).solveCaptchaProofOfWork,
};

const secretOf = (otpauthUrl: string | null | undefined) => (otpauthUrl ? (new URL(otpauthUrl).searchParams.get('secret') ?? '') : '');

export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [captcha, setCaptcha] = useState<{ id: string; img: string } | null>(null);
  const [form, setForm] = useState({ username: '', password: '', captchaCode: '', code: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = () =>
    consoleRequest(ConsoleCaptchaDocument)
      .then((r) => setCaptcha(r.captcha))
      .catch((e: Error) => setError(e.message));
  useEffect(() => {
    document.title = m['console.login.title']();
    void refreshCaptcha();
    // Once, on arrival.
  }, []);

  const enter = (actor: ConsoleActorFieldsFragment) => {
    setActor(actor);
    const back = search.get('redirect');
    navigate(back && back.startsWith('/console/') && !back.startsWith('/console/login') ? back : homePath(actor.actions, actor.shopId), { replace: true });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const { login } = await consoleRequest(ConsoleLoginDocument, {
          input: { username: form.username, password: form.password, captchaId: captcha?.id ?? '', captchaCode: form.captchaCode },
        });
        if (login.step === 'done' && login.actor) return enter(login.actor);
        if (login.step === 'enrol') setStep({ kind: 'enrol', challenge: login.challenge ?? '', qr: login.qrDataUrl ?? '', secret: secretOf(login.otpauthUrl) });
        else setStep({ kind: 'totp', challenge: login.challenge ?? '' });
      } finally {
        // A captcha is good for one try, right or wrong.
        setForm((f) => ({ ...f, captchaCode: '' }));
        void refreshCaptcha();
      }
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'totp' && step.kind !== 'enrol') return;
    void run(async () => {
      const { verifyTotp } = await consoleRequest(ConsoleVerifyTotpDocument, { challenge: step.challenge, code: form.code });
      if (verifyTotp.recoveryCodes?.length) setStep({ kind: 'codes', codes: verifyTotp.recoveryCodes, actor: verifyTotp.actor });
      else enter(verifyTotp.actor);
    });
  };

  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })) });

  return (
    <div className={css.page}>
      <div className={css.card}>
        {step.kind === 'password' && (
          <Card title={m['console.login.title']()} headingLevel={1}>
            <form onSubmit={submitPassword}>
              <Stack space="md">
                <Input label={m['console.login.username']()} autoComplete="username" required {...field('username')} />
                <Input label={m['console.login.password']()} type="password" autoComplete="current-password" required {...field('password')} />
                <Input label={m['console.login.captcha']()} autoComplete="off" required {...field('captchaCode')} />
                {captcha && (
                  <button type="button" className={css.captchaButton} onClick={() => void refreshCaptcha()} aria-label={m['console.login.refreshCaptcha']()}>
                    <img className={css.captcha} src={captcha.img} alt={m['console.login.captcha']()} />
                  </button>
                )}
                <ProofOfWorkContext.Provider value={consoleProofOfWork}>
                  <CaptchaAids
                    captcha={captcha && { id: captcha.id, image: captcha.img }}
                    onCode={(captchaCode) => setForm((f) => ({ ...f, captchaCode }))}
                  />
                </ProofOfWorkContext.Provider>
                <AlertText message={error} />
                <Button type="submit" loading={busy} disabled={!captcha} block>
                  {m['console.login.submit']()}
                </Button>
              </Stack>
            </form>
          </Card>
        )}
        {(step.kind === 'totp' || step.kind === 'enrol') && (
          <Card title={step.kind === 'enrol' ? m['console.login.enrolTitle']() : m['console.login.totpTitle']()} headingLevel={1}>
            <form onSubmit={submitCode}>
              <Stack space="md">
                <p>{step.kind === 'enrol' ? m['console.login.enrolHint']() : m['console.login.totpHint']()}</p>
                {step.kind === 'enrol' && (
                  <>
                    <img src={step.qr} alt={m['console.login.qrAlt']()} width={200} height={200} />
                    <p>
                      {m['console.login.secretLabel']()}：<code>{step.secret}</code>
                    </p>
                  </>
                )}
                <Input label={m['console.login.totpCode']()} inputMode="text" autoComplete="one-time-code" required {...field('code')} />
                <AlertText message={error} />
                <Button type="submit" loading={busy} block>
                  {m['console.login.verify']()}
                </Button>
                <Button type="button" variant="text" onClick={() => setStep({ kind: 'password' })}>
                  {m['console.login.back']()}
                </Button>
              </Stack>
            </form>
          </Card>
        )}
        {step.kind === 'codes' && (
          <Card title={m['console.login.recoveryTitle']()} headingLevel={1}>
            <Stack space="md">
              <p>{m['console.login.recoveryHint']()}</p>
              <ul className={css.codes}>
                {step.codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
              <Button onClick={() => enter(step.actor)}>{m['console.login.continue']()}</Button>
            </Stack>
          </Card>
        )}
      </div>
    </div>
  );
}
