import { CareModeSwitch, ReadAloud, useCareMode } from '@mall/ui';
import * as styles from './frames.css';

/**
 * The top bars' access controls: the 关怀模式 switch, and in care mode the 指读 (read-aloud) control.
 * Every layout shows them in its top bar.
 */
export function AccessTools() {
  const care = useCareMode();
  return (
    <span className={styles.accessTools} data-testid="access-tools">
      <CareModeSwitch />
      {care && <ReadAloud />}
    </span>
  );
}
