import { m } from '@mall/i18n';
import { Box, formatDateTime, Img, Inline, Stack } from '@mall/ui';
import type { OrderPackageItem } from '../../fixtures';
import { pageStyles as shared, DescriptionList } from '@mall/page-kit';
import * as orderStyles from '../../lib/styles.css';
import * as styles from './PackageTrace.css';

export interface PackageTraceProps {
  pack: OrderPackageItem;
  /** 1-based position, for the 包裹N heading when the package has no name. */
  index: number;
}

/** Traces newest first (mall-api stores them in the order they happen). */
export function newestFirst(traces: readonly OrderPackageItem['traces'][number][]) {
  return [...traces].sort((a, b) => b.time - a.time);
}

/**
 * One logistics package of /member/logistics: carrier, tracking number, the goods in it and the trace
 * timeline, newest first with the latest event highlighted; no events yet → 暂无物流轨迹. Props: `pack`, `index`
 * (for 包裹N when unnamed). States: with traces, no traces, long goods names.
 */
export function PackageTrace({ pack, index }: PackageTraceProps) {
  const traces = newestFirst(pack.traces);
  const headingId = `package-${pack.packageId}`;
  return (
    <Stack as="section" space="sm" className={orderStyles.framedStack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {pack.packageName || m['orders.logistics.packageTitle']({ index })}
      </h2>
      <DescriptionList
        rows={[
          [m['orders.logistics.company'](), pack.expressCompany],
          [m['orders.logistics.deliveryNo'](), pack.deliveryNo],
        ]}
      />
      <Box as="ul" display="flex" flexWrap="wrap" gap="md" className={styles.goods} aria-label={m['orders.logistics.goods']()}>
        {pack.goods.map((g) => (
          <Inline as="li" space="xs" wrap={false} key={g.orderGoodsId} className={styles.good} title={g.skuName}>
            <Img src={g.skuImage} alt="" preview fallback="goods" className={styles.thumb} />
            <span className={styles.goodName}>{g.skuName}</span>
            <span className={shared.muted}>×{g.num}</span>
          </Inline>
        ))}
      </Box>
      <h3 className={styles.subtitle}>{m['orders.logistics.traces']()}</h3>
      {traces.length === 0 ? (
        <p className={shared.muted}>{m['orders.logistics.noTrace']()}</p>
      ) : (
        <ol className={styles.timeline}>
          {traces.map((trace, i) => (
            <Box as="li" display="flex" gap="md" key={`${trace.time}-${i}`} className={styles.event} data-latest={i === 0 ? 'true' : undefined}>
              <time className={styles.time}>{formatDateTime(trace.time)}</time>
              <span>{trace.text}</span>
            </Box>
          ))}
        </ol>
      )}
    </Stack>
  );
}
