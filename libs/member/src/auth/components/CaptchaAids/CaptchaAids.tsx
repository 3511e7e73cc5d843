import { useContext, useEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import { m } from '@mall/i18n';
import { Inline, Stack } from '@mall/ui';
import { ProofOfWorkContext } from '../../lib/proofOfWork';
import type { CaptchaImage } from '../AuthFields/AuthFields';
import * as styles from './CaptchaAids.css';

export interface CaptchaAidsProps {
  /** The form's image captcha (null while loading). */
  captcha: CaptchaImage | null;
  /** Fills the form's captcha field with a code earned by the proof of work. */
  onCode: (code: string) => void;
}

type Check = 'idle' | 'working' | 'done' | 'failed';

/**
 * The widget is a Svelte custom element: its methods (configure, verify) exist only once it has
 * mounted, a task or so after it joined the page. Waits for that, for a bounded number of tasks.
 */
async function mounted(widget: AltchaWidgetElement): Promise<void> {
  for (let i = 0; i < 100 && typeof widget.configure !== 'function'; i++) await new Promise((r) => setTimeout(r, 0));
  if (typeof widget.configure !== 'function') throw new Error('altcha-widget did not mount');
}

/**
 * The two ways past the image captcha for who cannot read it: 放大验证码 shows the picture 2.5× as
 * large, and 免识别验证 runs an altcha proof of work (the browser computes for a moment, nothing to
 * read, see or hear) that fills the field with the captcha's code. Props: `captcha`, `onCode`. The
 * calls come from ProofOfWorkContext (the gateway's by default). States: closed, magnified, checking
 * (the altcha widget, loaded on request), done (the code filled in, said aloud by a live region),
 * failed (say so; try again), no captcha yet (both controls disabled).
 */
export function CaptchaAids({ captcha, onCode }: CaptchaAidsProps) {
  const calls = useContext(ProofOfWorkContext);
  const [zoomed, setZoomed] = useState(false);
  const [check, setCheck] = useState<Check>('idle');
  const [challenge, setChallenge] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  // The form's setter may change every render; the running check keeps the latest.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  const captchaId = captcha?.id ?? null;

  // A new captcha (refreshed, or spent by a submit) needs a new check.
  useEffect(() => {
    setCheck('idle');
    setChallenge(null);
  }, [captchaId]);

  useEffect(() => {
    const box = host.current;
    if (!challenge || !box || !captchaId) return;
    let gone = false;
    let widget: AltchaWidgetElement | null = null;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload: string }>).detail.payload;
      calls.solve(captchaId, payload).then(
        (code) => {
          if (gone) return;
          onCodeRef.current(code);
          setCheck('done');
        },
        () => !gone && setCheck('failed'),
      );
    };
    // With its translations (zh-cn), fetched only when someone asks for it.
    void import('altcha/i18n').then(
      async () => {
        if (gone) return;
        widget = document.createElement('altcha-widget');
        widget.addEventListener('verified', onVerified);
        box.replaceChildren(widget);
        await mounted(widget);
        if (gone) return;
        await widget.configure({ challenge: JSON.parse(challenge) as never, language: 'zh-cn', hideLogo: true, hideFooter: true });
        await widget.verify();
      },
      () => !gone && setCheck('failed'),
    );
    return () => {
      gone = true;
      widget?.removeEventListener('verified', onVerified);
      box.replaceChildren();
    };
  }, [challenge, captchaId, calls]);

  const startCheck = () => {
    if (!captchaId) return;
    setCheck('working');
    calls.challenge(captchaId).then(setChallenge, () => setCheck('failed'));
  };

  return (
    <Stack space="xs">
      <Inline space="sm">
        <button
          type="button"
          className={styles.aid}
          aria-pressed={zoomed}
          disabled={!captcha}
          onClick={() => setZoomed((z) => !z)}
          data-testid="captcha-zoom"
        >
          {zoomed ? m['care.captchaZoomOut']() : m['care.captchaZoom']()}
        </button>
        <button
          type="button"
          className={styles.aid}
          disabled={!captcha || check === 'working' || check === 'done'}
          onClick={startCheck}
          data-testid="captcha-pow"
        >
          {m['care.captchaAlternative']()}
        </button>
      </Inline>
      {zoomed && captcha && (
        <img src={captcha.image} alt={m['auth.captchaAlt']()} className={styles.zoomed} data-testid="captcha-zoomed" />
      )}
      <div ref={host} className={check === 'working' ? styles.widget : undefined} />
      {check !== 'idle' && (
        <p role="status" className={styles.status}>
          {check === 'working' && m['care.captchaChecking']()}
          {check === 'done' && m['care.captchaPassed']()}
          {check === 'failed' && m['care.captchaFailed']()}
        </p>
      )}
    </Stack>
  );
}
