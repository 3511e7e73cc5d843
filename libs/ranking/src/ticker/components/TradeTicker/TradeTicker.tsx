import { useEffect, useState } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@mall/i18n';
import { formatPrice, Inline } from '@mall/ui';
import { TICKER_ANIMATION_MS, TICKER_INTERVAL_MS } from '@mall/rest-contract/constants';
import { useReducedMotion } from '../../lib/useReducedMotion';
import * as styles from './TradeTicker.css';

export interface TickerItem {
  id: number;
  /** Masked by mall-api: 张** and 138****8000. */
  username: string;
  mobile: string;
  skuName: string;
  /** Yuan string with 2 decimals. */
  money: number;
}

export interface TradeTickerProps {
  items: TickerItem[];
  /** Rotation period and animation (SPEC §9: 2000 ms, 0.5 s). */
  intervalMs?: number;
  animationMs?: number;
  /** With reduced motion the ticker stands still and shows this many trades. */
  stillCount?: number;
}

/**
 * The live trade ticker of the home page (SPEC §2): the latest paid orders, one at a time, moving up every 2
 * s with a 0.5 s animation (SPEC §9). Props: `items` (id, masked buyer 张** and mobile 138****8000, goods
 * name, money in fen), `intervalMs`, `animationMs`, `stillCount`. Hovering or focusing it pauses the
 * rotation; with prefers-reduced-motion it stands still and shows the latest `stillCount` trades. The home
 * block polls for new trades, so they appear without a reload. States: rotating, a long goods name
 * (ellipsis), a single trade, empty (暂无成交).
 */
export function TradeTicker({ items, intervalMs = TICKER_INTERVAL_MS, animationMs = TICKER_ANIMATION_MS, stillCount = 3 }: TradeTickerProps) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const count = items.length;

  useEffect(() => {
    if (paused || reduced || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, reduced, count, intervalMs]);
  const at = count ? index % count : 0;
  const shown = reduced ? items.slice(0, stillCount) : items;

  return (
    <Inline as="section" space="md" wrap={false}
      className={styles.ticker}
      aria-label={m['ranking.ticker.label']()}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <h2 className={styles.title}>{m['ranking.ticker.title']()}</h2>
      <div className={reduced ? `${styles.viewport} ${styles.still}` : styles.viewport}>
        {count === 0 ? (
          <p className={styles.empty}>{m['ranking.ticker.empty']()}</p>
        ) : (
          <ul
            className={styles.list}
            // Focusable, so a keyboard user can stop the rotation (focus pauses it) and read the trades.
            tabIndex={0}
            style={assignInlineVars({ [styles.offset]: reduced ? '0' : String(at), [styles.duration]: `${animationMs}ms` })}
          >
            {shown.map((item, i) => (
              <Inline as="li" space="sm" wrap={false} key={item.id} className={styles.item} aria-current={!reduced && i === at ? 'true' : undefined}>
                <span className={styles.text}>{m['ranking.ticker.item']({ user: item.username, mobile: item.mobile, sku: item.skuName })}</span>
                <span className={styles.money}>{formatPrice(item.money)}</span>
              </Inline>
            ))}
          </ul>
        )}
      </div>
    </Inline>
  );
}
