import { m } from '@mall/i18n';
import { Button, Empty, Inline, Stack } from '@mall/ui';
import * as styles from './SignInCalendar.css';
import { AlertText, pageStyles as shared } from '@mall/page-kit';

export interface SignInCalendarProps {
  /** The month shown (China time). */
  year: number;
  month: number;
  /** Today's day of the month, highlighted. */
  today: number;
  /** Days of this month already signed (from the sign-in point records). */
  signedDays: readonly number[];
  signedToday: boolean;
  /** Consecutive days, including today when signed. */
  streak: number;
  /** Points the next sign-in gives. */
  nextPoint: number;
  totalPoint: number;
  rules: readonly { day: number; point: number }[];
  cycle: number;
  isOpen: boolean;
  onSignIn: () => void;
  signing?: boolean;
  error?: string | null;
}

/** Cells of a month grid: leading blanks for the weekday of the 1st, then 1…last day. */
export function monthCells(year: number, month: number): (number | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [...Array.from({ length: first }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

/**
 * Daily sign-in (/member/signin). Props: `year`, `month`, `today`, `signedDays` (days of the month with a
 * sign-in), `signedToday`, `streak`, `nextPoint`, `totalPoint`, `rules` (points per consecutive day),
 * `cycle`, `isOpen`, `onSignIn`, `signing`, `error`. States: not yet signed, signed (button disabled),
 * closed, error.
 */
export function SignInCalendar(props: SignInCalendarProps) {
  const { year, month, today, signedDays, signedToday, streak, nextPoint, totalPoint, rules, cycle, isOpen } = props;
  if (!isOpen) return <Empty text={m['member.signin.closed']()} />;
  const signed = new Set(signedDays);
  const week = m['member.signin.week']().split(',');
  const cells = monthCells(year, month);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Stack space="lg">
      <Inline space="xl" wrap={false}>
        <Button size="lg" disabled={signedToday} loading={props.signing} onClick={props.onSignIn}>
          {signedToday ? m['member.signin.signed']() : m['member.signin.signNow']()}
        </Button>
        <Stack space="xs">
          <p className={styles.fact} data-testid="signin-streak">{m['member.signin.days']({ days: streak })}</p>
          {!signedToday && <p className={styles.fact}>{m['member.signin.nextPoint']({ point: nextPoint })}</p>}
          <p className={`${styles.fact} ${shared.muted}`} data-testid="signin-total">
            {m['member.signin.totalPoint']({ point: totalPoint })}
          </p>
        </Stack>
      </Inline>
      <AlertText message={props.error} />
      <table className={styles.calendar}>
        <caption className={styles.caption}>{m['member.signin.calendar']({ year, month })}</caption>
        <thead>
          <tr>
            {week.map((d) => (
              <th key={d} scope="col" className={styles.head}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => (
            <tr key={w}>
              {cells.slice(w * 7, w * 7 + 7).map((day, i) => {
                if (day === null) return <td key={`blank-${i}`} className={styles.cell} />;
                const isSigned = signed.has(day) || (day === today && signedToday);
                return (
                  <td
                    key={day}
                    className={styles.cell}
                    data-signed={isSigned}
                    data-today={day === today}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <span role={isSigned ? 'img' : undefined} aria-label={isSigned ? m['member.signin.dayState']({ date: `${year}-${pad(month)}-${pad(day)}` }) : undefined}>
                      {day}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="signin-rules">
        <h3 id="signin-rules" className={shared.cardTitle}>
          {m['member.signin.rules']()}
        </h3>
        <ul className={styles.rules}>
          {rules.map((r) => (
            <li key={r.day}>{m['member.signin.rule']({ day: r.day, point: r.point })}</li>
          ))}
        </ul>
        {cycle > 0 && <p className={shared.muted}>{m['member.signin.cycle']({ cycle })}</p>}
      </section>
    </Stack>
  );
}
