// Seckill slot times: a slot is [start_minute, end_minute) after China-time midnight and repeats daily.
// Pure functions of `now`, so the state (ended / running / upcoming) and the countdown are testable.
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Unix ms of today's China-time midnight. */
export function chinaMidnight(now: Date): number {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return local - (local % 86_400_000) - CHINA_OFFSET_MS;
}

export type SlotState = 'ended' | 'running' | 'upcoming';
export interface SlotTimes {
  start: Date;
  end: Date;
  state: SlotState;
}

export function slotTimes(slot: { startMinute: number; endMinute: number }, now: Date): SlotTimes {
  const midnight = chinaMidnight(now);
  const start = new Date(midnight + slot.startMinute * 60_000);
  const end = new Date(midnight + slot.endMinute * 60_000);
  const t = now.getTime();
  const state: SlotState = t < start.getTime() ? 'upcoming' : t < end.getTime() ? 'running' : 'ended';
  return { start, end, state };
}

/** The next moment a slot starts or ends today (or the next midnight when none is left). */
export function nextChange(slots: { startMinute: number; endMinute: number }[], now: Date): Date {
  const t = now.getTime();
  const moments = slots.flatMap((s) => {
    const { start, end } = slotTimes(s, now);
    return [start.getTime(), end.getTime()];
  });
  const next = moments.filter((m) => m > t).sort((a, b) => a - b)[0];
  return new Date(next ?? chinaMidnight(now) + 86_400_000);
}
