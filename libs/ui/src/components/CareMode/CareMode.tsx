import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { applyCareMode } from './careMode';
import * as styles from './CareMode.css';

interface CareModeState {
  care: boolean;
  setCare: (care: boolean) => void;
}

const CareModeContext = createContext<CareModeState>({ care: false, setCare: () => undefined });

export interface CareModeProviderProps {
  /** The mode the page was rendered in: the request's cookie on the server, document.cookie in the browser. */
  initial: boolean;
  /** Applies a change; default: the body's theme class and the `mall_care` cookie (applyCareMode). */
  onChange?: (care: boolean) => void;
  children?: ReactNode;
}

/**
 * Holds 关怀模式 (care mode) for the page: components read it with useCareMode() (the carousel stops
 * playing, the home page leaves out its float layer, banner and ticker), the switch changes it.
 */
export function CareModeProvider({ initial, onChange = applyCareMode, children }: CareModeProviderProps) {
  const [care, setState] = useState(initial);
  const setCare = useCallback(
    (next: boolean) => {
      onChange(next);
      setState(next);
    },
    [onChange],
  );
  const value = useMemo(() => ({ care, setCare }), [care, setCare]);
  return <CareModeContext.Provider value={value}>{children}</CareModeContext.Provider>;
}

/** Whether care mode is on. */
export function useCareMode(): boolean {
  return useContext(CareModeContext).care;
}

/** Turns care mode on or off. */
export function useSetCareMode(): (care: boolean) => void {
  return useContext(CareModeContext).setCare;
}

export interface CareModeSwitchProps {
  /** `bar`: the top bars' small toggle; `setting`: the member centre's settings row with its explanation. */
  variant?: 'bar' | 'setting';
  className?: string;
}

/**
 * The 关怀模式 switch: a toggle button (aria-pressed) that turns care mode on or off for the whole site
 * and remembers it for 365 days (cookie `mall_care`). Props: `variant` bar | setting, `className`.
 * States: off, on (pressed; the theme is the high-contrast one). Its label is short and fixed, so no
 * long-name state.
 */
export function CareModeSwitch({ variant = 'bar', className }: CareModeSwitchProps) {
  const care = useCareMode();
  const setCare = useSetCareMode();
  const button = (
    <button
      type="button"
      role="switch"
      aria-checked={care}
      className={cx(styles.toggle, variant === 'setting' && styles.toggleLarge, variant === 'bar' && className)}
      data-testid="care-switch"
      onClick={() => setCare(!care)}
    >
      <span aria-hidden="true" className={styles.knob} />
      {m['care.mode']()}
    </button>
  );
  if (variant === 'bar') return button;
  return (
    <div className={cx(styles.setting, className)}>
      {button}
      <p className={styles.desc}>{care ? m['care.modeOn']() : m['care.settingDesc']()}</p>
    </div>
  );
}
