import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CaptchaDocument, type CaptchaQuery, gql, isGatewayError } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import type { SendResult, SmsRequest } from './index';
import { refreshSession, safeRedirect } from '@mall/page-kit';

export type Captcha = CaptchaQuery['captcha'];

/** The image captcha of a form: loaded on mount, refreshed on demand (and after each use). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    setCaptcha(null);
    gql(CaptchaDocument).then(
      (data) => setCaptcha(data.captcha),
      () => undefined, // the client already showed the toast
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}

/** The gateway's message of a failed call (shown inline), or `fallback`. */
export function messageOf(error: unknown, fallback: string = m['error.unknown']()): string {
  return (isGatewayError(error) || error instanceof Error) && error.message ? error.message : fallback;
}

/**
 * Sends an SMS code with the current image captcha. The captcha is spent by the call either way,
 * so a new one is fetched afterwards. Failures (wrong captcha, 请 60 秒后再试 …) come back as a
 * message for the form, without a toast.
 */
export function useSmsSender(
  captcha: Captcha | null,
  refreshCaptcha: () => void,
  call: (input: {
    mobile: string;
    captchaId: string;
    captchaCode: string;
  }) => Promise<{ expireSeconds: number }>,
) {
  return useCallback(
    async ({ mobile, captchaCode }: SmsRequest): Promise<SendResult> => {
      if (!captcha) return { ok: false, message: m['auth.captchaFirst']() };
      try {
        const sent = await call({ mobile, captchaId: captcha.id, captchaCode });
        return { ok: true, expireSeconds: sent.expireSeconds };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      } finally {
        refreshCaptcha();
      }
    },
    [captcha, refreshCaptcha, call],
  );
}

/** The image captcha of an SMS form and its sender, as the form's props; `call` must be stable. */
export function useSmsCaptcha(call: Parameters<typeof useSmsSender>[2]) {
  const { captcha, refresh } = useCaptcha();
  const onSendCode = useSmsSender(captcha, refresh, call);
  return { captcha, onRefreshCaptcha: refresh, onSendCode };
}

/**
 * A page's gateway call on submit: `submitting` while it runs, then the failure's message as
 * `error` (with `fallback` for a failure without one); `onError` runs after a failure.
 */
export function useSubmission() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = async (call: () => Promise<unknown>, fallback?: string, onError?: () => void) => {
    setSubmitting(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(messageOf(e, fallback));
      onError?.();
    } finally {
      setSubmitting(false);
    }
  };
  return { error, setError, submitting, attempt };
}

/** The `redirect` query kept as a query string for links between the auth pages. */
export function useRedirectSearch(): string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
}

/**
 * After a login, registration or SMS login (the gateway set the session cookie): refetch the
 * session so the header shows the member, then go on to the redirect target (same-site paths only).
 */
export function useLoggedIn(fallback = '/') {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(async () => {
    await refreshSession();
    await navigate(safeRedirect(params.get('redirect'), fallback), { replace: true });
  }, [params, navigate, fallback]);
}
