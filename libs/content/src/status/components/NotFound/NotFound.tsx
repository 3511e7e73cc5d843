import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import * as styles from '../status.css';
import { Stack } from '@mall/ui';

export interface NotFoundProps {
  /** The path that was not found, shown for reference. */
  path?: string;
}

/**
 * The 404 page (catch-all route and missing entities): message and a link home.
 *
 * The 404 page of the catch-all route and of routes whose entity is missing (a loader throws a 404 response).
 * Props: `path` (optional, shown for reference). States: with and without path.
 */
export function NotFound({ path }: NotFoundProps) {
  return (
    <Stack as="section" space="md" align="center" justifyContent="center" className={styles.box} data-testid="not-found" aria-labelledby="not-found-title">
      <span className={styles.badge}>404</span>
      <h1 id="not-found-title" className={styles.title}>
        {m['title.notFound']()}
      </h1>
      <p className={styles.text}>{m['empty.notFound']()}</p>
      {path && <code className={styles.text}>{path}</code>}
      <Link to="/" className={styles.home}>
        {m['common.backHome']()}
      </Link>
    </Stack>
  );
}
