export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a remaining time (ms, rounded up to whole seconds) into days, hours, minutes and seconds. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' of the part below a day; days are shown separately (see Countdown). */
export function formatClock({ hours, minutes, seconds }: CountdownParts): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
