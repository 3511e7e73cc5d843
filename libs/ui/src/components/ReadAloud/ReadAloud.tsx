import { useEffect, useRef, useState } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { readableText } from './readableText';
import * as styles from '../CareMode/CareMode.css';

/** Pointing rests this long on something before it is read (moving across the page reads nothing). */
export const READ_HOVER_DELAY_MS = 400;

function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/** Reads `text` with a Chinese voice when the browser has one, stopping whatever was being read. */
export function speak(text: string): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  if (!text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'zh-CN';
  const voice = synth.getVoices().find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('zh-cn'));
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

export interface ReadAloudProps {
  /** Starts switched on (stories). */
  defaultOn?: boolean;
  className?: string;
}

/**
 * 指读 (read aloud), a control of care mode: switched on, it reads the focused or pointed-at element
 * (goods name, price, button, heading, field with its label) with the browser's speech synthesis,
 * in a zh-CN voice when the browser has one; Escape stops it. Hidden text (aria-hidden, display:none,
 * visually hidden, inactive slides) is never read. Props: `defaultOn`, `className`. States: off, on,
 * unsupported (a browser without speech synthesis: disabled, says so).
 */
export function ReadAloud({ defaultOn = false, className }: ReadAloudProps) {
  const [on, setOn] = useState(defaultOn);
  const [supported, setSupported] = useState(true);
  const last = useRef('');
  useEffect(() => setSupported(speechAvailable()), []);

  useEffect(() => {
    if (!on || !speechAvailable()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (target: EventTarget | null) => {
      const text = readableText(target);
      if (!text || text === last.current) return;
      last.current = text;
      speak(text);
    };
    const onFocus = (event: FocusEvent) => {
      clearTimeout(timer);
      read(event.target);
    };
    const onOver = (event: MouseEvent) => {
      clearTimeout(timer);
      timer = setTimeout(() => read(event.target), READ_HOVER_DELAY_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer);
      last.current = '';
      window.speechSynthesis.cancel();
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('mouseover', onOver);
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('keydown', onKey);
      window.speechSynthesis.cancel();
      last.current = '';
    };
  }, [on]);

  return (
    <button
      type="button"
      className={cx(styles.toggle, className)}
      aria-pressed={on}
      disabled={!supported}
      title={supported ? m['care.readAloudOn']() : m['care.readAloudUnsupported']()}
      data-testid="read-aloud"
      onClick={() => setOn((o) => !o)}
    >
      <span aria-hidden="true" className={styles.knob} />
      {m['care.readAloud']()}
    </button>
  );
}
