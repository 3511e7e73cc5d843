import { Spinner, Stack } from '@mall/ui';
import * as styles from '../components/status.css';

/** Shown while the first route's data loads (before the shell is known). */
export function RootFallback() {
  return (
    <Stack space="md" align="center" justifyContent="center" className={styles.box}>
      <Spinner size="lg" tone="brand" showLabel />
    </Stack>
  );
}
