import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Empty, Img, Stack } from '@mall/ui';
import type { SiteData } from '../../../site/lib/sites';
import * as styles from './RegionHallList.css';

export interface RegionHallData {
  site: SiteData;
  shopNum: number;
  goodsNum: number;
}

export interface RegionHallListProps {
  halls: readonly RegionHallData[];
}

/**
 * /region: every regional hall with its province, shop count and goods count, each linking to /region-{site
 * id}. States: halls, empty.
 */
export function RegionHallList({ halls }: RegionHallListProps) {
  if (halls.length === 0) return <Empty />;
  return (
    <Stack as="section" space="md" className={styles.root} aria-labelledby="region-halls-title">
      <h1 id="region-halls-title" className={styles.title}>
        {m['region.region.allRegions']()}
      </h1>
      <p className={styles.hint}>{m['region.region.allRegionsHint']()}</p>
      <Box as="ul" display="grid" gap="md" className={styles.grid} aria-label={m['region.region.allRegions']()}>
        {halls.map((h) => (
          <Stack as="li" space="xs" key={h.site.id} className={styles.card}>
            <Img src={h.site.logo} alt="" className={styles.logo} />
            <h2 className={styles.name}>
              <Link to={`/region-${h.site.id}`}>{h.site.title}</Link>
            </h2>
            <p className={styles.meta}>
              {h.site.provinceName} · {m['region.region.shopNum']({ count: h.shopNum })} · {m['region.region.goodsNum']({ count: h.goodsNum })}
            </p>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
