import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Empty, Img } from '@mall/ui';
import type { SupportUnitData } from '../../types';
import * as styles from './SupportUnitList.css';

export interface SupportUnitListProps {
  units: readonly SupportUnitData[];
}

/**
 * Support units of /support and /support_list (/fupin/api/Support/page): logo, name, introduction, supported
 * goods count; each links to /support-{id}. States: units, empty.
 */
export function SupportUnitList({ units }: SupportUnitListProps) {
  if (units.length === 0) return <Empty text={m['shop.support.noUnits']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.grid} aria-label={m['shop.support.title']()}>
      {units.map((u) => (
        <Box as="li" display="flex" gap="md" key={u.id} className={styles.card}>
          <Img src={u.logo} alt="" className={styles.logo} />
          <div className={styles.body}>
            <h2 className={styles.name}>
              <Link to={`/support-${u.id}`}>{u.name}</Link>
            </h2>
            <p className={styles.intro}>{u.introduction}</p>
            <p className={styles.meta}>{m['shop.support.goodsNum']({ count: u.goodsNum })}</p>
          </div>
        </Box>
      ))}
    </Box>
  );
}
