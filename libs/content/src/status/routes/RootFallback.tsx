import { Spinner } from '@mall/ui';
import * as styles from '../components/status.css';

/** Shown while the first route's data loads (before the shell is known). */
export function RootFallback() {
  return (
    <div className={styles.box}>
      <Spinner size="lg" tone="brand" showLabel />
    </div>
  );
}
