import { m } from '@mall/i18n';
import { Img, Stack } from '@mall/ui';
import * as styles from '../status.css';

export interface ClosedProps {
  siteTitle: string;
  logo?: string;
  /** Service hotline (servicer hotline, else web phone); hidden when empty. */
  hotline?: string;
}

/**
 * The maintenance page: every route redirects to /closed while site.webStatus is false. Props: `siteTitle`,
 * `logo` (optional), `hotline` (optional). States: with hotline, without.
 */
export function Closed({ siteTitle, logo, hotline }: ClosedProps) {
  return (
    <Stack as="section" space="md" align="center" justifyContent="center" className={styles.box} data-testid="closed" aria-labelledby="closed-title">
      {logo && <Img src={logo} alt={siteTitle} eager fit="contain" />}
      <h1 id="closed-title" className={styles.title}>
        {siteTitle} · {m['title.closed']()}
      </h1>
      <p className={styles.text}>{m['empty.closed']()}</p>
      {hotline && <p className={styles.text}>{m['empty.closedHotline']({ phone: hotline })}</p>}
    </Stack>
  );
}
