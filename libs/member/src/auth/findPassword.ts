/**
 * The step machine of /find_pass (找回密码): 0 mobile + image captcha → 1 SMS code → 2 new password
 * → 3 done. The page keeps the requested step in history state (so Back and Forward move between
 * steps) and everything else in memory: the reset key never reaches the URL or history. What a step
 * needs decides whether it can be shown, so Back, Forward or a reload never show a step whose data
 * is missing (it falls back to the furthest step that can be shown).
 */
export const FIND_PASS_STEPS = ['mobile', 'code', 'password', 'done'] as const;
export type FindPassStepName = (typeof FIND_PASS_STEPS)[number];
export type FindPassStep = 0 | 1 | 2 | 3;

export interface FindPassData {
  /** The mobile the code was sent to (step 0 passed). */
  mobile: string | null;
  /** Epoch ms when the last code was sent (drives the resend countdown of step 1). */
  sentAt: number | null;
  /** The one-time key of checkResetPasswordCode (step 1 passed); memory only. */
  key: string | null;
  /** The password was reset (step 2 passed); the key is gone. */
  done: boolean;
}

export const initialFindPass: FindPassData = { mobile: null, sentAt: null, key: null, done: false };

export type FindPassEvent =
  | { type: 'codeSent'; mobile: string; at: number }
  | { type: 'codeChecked'; key: string }
  | { type: 'passwordReset' }
  | { type: 'restart' };

export function findPassReducer(data: FindPassData, event: FindPassEvent): FindPassData {
  switch (event.type) {
    case 'codeSent':
      // A new code (maybe for another mobile) makes an earlier key meaningless.
      return { mobile: event.mobile, sentAt: event.at, key: null, done: false };
    case 'codeChecked':
      return data.mobile ? { ...data, key: event.key } : data;
    case 'passwordReset':
      return data.key ? { ...data, key: null, done: true } : data;
    case 'restart':
      return initialFindPass;
  }
}

/** The furthest step the data allows. */
export function reachableStep(data: FindPassData): FindPassStep {
  if (data.done) return 3;
  if (data.key) return 2;
  if (data.mobile && data.sentAt !== null) return 1;
  return 0;
}

/**
 * The step to show for a requested one (from history state; anything may be there). A checked code
 * cannot be un-checked, and a reset cannot be undone: once there, earlier steps are not shown again
 * (use 重新找回 to start over).
 */
export function visibleStep(requested: unknown, data: FindPassData): FindPassStep {
  const reachable = reachableStep(data);
  if (reachable >= 2) return reachable;
  const n = typeof requested === 'number' && Number.isInteger(requested) ? requested : 0;
  return Math.max(0, Math.min(n, reachable)) as FindPassStep;
}

/** Reads the step from a history state object, e.g. `{ findPassStep: 1 }`. */
export function stepFromState(state: unknown): unknown {
  return state && typeof state === 'object' && 'findPassStep' in state
    ? (state as { findPassStep: unknown }).findPassStep
    : 0;
}
