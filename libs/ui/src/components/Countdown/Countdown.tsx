import { useEffect, useRef, useState, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button/Button';
import { countdownParts, formatClock } from './countdown';
import * as styles from './Countdown.css';

/** Default wait of the 获取验证码 button, in seconds. */
export const SMS_RESEND_SECONDS = 60;

const TICK_MS = 1000;

/**
 * Milliseconds left until `end` (epoch ms; null for none), re-rendering every second; calls
 * onFinish once when it reaches 0 while mounted. Reads the clock during render, so a new `end`
 * is right on its first render.
 */
export function useCountdown(end: number | null, onFinish?: () => void): number {
  const [, setTick] = useState(0);
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  });
  useEffect(() => {
    if (end === null || end <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= end) {
        clearInterval(timer);
        finishRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return end === null ? 0 : Math.max(0, end - Date.now());
}

export interface CountdownProps {
  /** When it ends: a Date, epoch milliseconds or an ISO string. */
  end: Date | number | string;
  /** Text before the time; default 距结束. */
  prefix?: ReactNode;
  /** Shown once the time is up; default 已结束. */
  endedText?: ReactNode;
  onFinish?: () => void;
  className?: string;
}

/**
 * `Countdown`: "距结束 02:13:45" for seckill and group buys (a day or more shows "2天" in front), then 已结束.
 * Props: `end` (Date, epoch ms or ISO string), `prefix`, `endedText`, `onFinish`. role="timer", so screen
 * readers do not announce every second. `CountdownButton`: the SMS button 获取验证码 → "60秒后重新获取" (disabled) →
 * 获取验证码. Props: `onSend()` (resolve to start, reject or resolve false to stay), `seconds` (default 60),
 * `onFinish`, and Button props.
 */
export function Countdown({ end, prefix, endedText, onFinish, className }: CountdownProps) {
  const endMs = end instanceof Date ? end.getTime() : typeof end === 'string' ? Date.parse(end) : end;
  const left = useCountdown(Number.isFinite(endMs) ? endMs : 0, onFinish);
  const parts = countdownParts(left);
  return (
    <span role="timer" className={cx(styles.root, className)}>
      {left <= 0 ? (
        <span className={styles.ended}>{endedText ?? m['ui.countdownEnded']()}</span>
      ) : (
        <>
          <span className={styles.prefix}>{prefix ?? m['ui.countdownEnds']()}</span>{' '}
          {parts.days > 0 && (
            <span className={styles.time}>{m['ui.countdownDays']({ days: parts.days })} </span>
          )}
          <span className={styles.time}>{formatClock(parts)}</span>
        </>
      )}
    </span>
  );
}

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** Sends the code. Resolve (or return nothing) to start the wait; reject or resolve false to stay. */
  onSend: () => Promise<boolean | void> | boolean | void;
  /** Seconds to wait before another code can be asked for; default 60. */
  seconds?: number;
  /** Called when the wait is over. */
  onFinish?: () => void;
}

/** 获取验证码 → "60秒后重新获取" (disabled, counting down) → 获取验证码 again. */
export function CountdownButton({
  onSend,
  seconds = SMS_RESEND_SECONDS,
  onFinish,
  disabled,
  variant = 'secondary',
  ...rest
}: CountdownButtonProps) {
  const [end, setEnd] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const left = useCountdown(end, () => {
    setEnd(null);
    onFinish?.();
  });
  const waiting = end !== null && left > 0;

  const click = async () => {
    setSending(true);
    try {
      const result = await onSend();
      if (result !== false) setEnd(Date.now() + seconds * TICK_MS);
    } catch {
      // The caller shows its own error (e.g. a toast); the button stays available.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      {...rest}
      variant={variant}
      disabled={disabled || waiting}
      loading={sending}
      onClick={() => void click()}
    >
      {waiting ? m['auth.resendIn']({ seconds: Math.ceil(left / TICK_MS) }) : m['auth.getCode']()}
    </Button>
  );
}
