import { Suspense } from 'react';
import { CareModeSwitch, LazyReadAloud, useCareMode } from '@mall/ui';
import * as styles from './frames.css';

/**
 * The top bars' access controls: the 关怀模式 switch, and in care mode the 指读 (read-aloud) control.
 * Every layout shows them in its top bar. The read-aloud control is a chunk of its own, loaded in care
 * mode only.
 */
export function AccessTools() {
  const care = useCareMode();
  return (
    <span className={styles.accessTools} data-testid="access-tools">
      <CareModeSwitch />
      {care && (
        <Suspense fallback={null}>
          <LazyReadAloud />
        </Suspense>
      )}
    </span>
  );
}
