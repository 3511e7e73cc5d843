import { m } from '@mall/i18n';
import { Box, Img } from '@mall/ui';
import type { SupportUnitData } from '../../types';
import * as styles from './SupportProfile.css';

export interface SupportProfileProps {
  unit: SupportUnitData;
}

/**
 * The unit header of /support-{id} (/fupin/api/Support/info): logo, name and introduction.
 * States: a unit, a long Chinese name.
 */
export function SupportProfile({ unit }: SupportProfileProps) {
  return (
    <Box as="section" display="flex" gap="lg" className={styles.root} aria-labelledby="support-name">
      <Img src={unit.logo} alt={unit.name} className={styles.logo} />
      <div>
        <h1 id="support-name" className={styles.name}>
          {unit.name}
        </h1>
        <h2 className={styles.label}>{m['shop.support.introduction']()}</h2>
        <p className={styles.intro}>{unit.introduction}</p>
      </div>
    </Box>
  );
}
