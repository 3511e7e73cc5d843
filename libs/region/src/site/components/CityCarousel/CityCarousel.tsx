import { useState } from 'react';
import { GoodsCard, type GoodsCardData } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Box, Inline, isPlainClick, Stack } from '@mall/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { SiteData } from '../../lib/sites';
import { branchHomePath } from '../../lib/branchCookies';
import { atEnd, atStart, BRANCH_CAROUSEL_GOODS, BRANCH_CAROUSEL_NAMES, carouselOffset, carouselStep, CAROUSEL_STEP_PX, CAROUSEL_WINDOW } from '../../lib/carousel';
import * as styles from './CityCarousel.css';

export interface CarouselSite {
  site: SiteData;
  goods: readonly GoodsCardData[];
}

export interface CityCarouselProps {
  items: readonly CarouselSite[];
  /** Enters the branch site (stores the choice and goes to its home). */
  onEnter: (site: SiteData) => void;
  /** Initial first visible name (stories: start, middle, end). */
  defaultStart?: number;
  /** Initially selected site id; default the first. */
  defaultActiveId?: number;
}

/**
 * The home page's city-site carousel (SPEC §2, §4, §9): a tab per site (at most 10 names), a window of 4
 * names that moves in 234 px steps and stops at the start and end, the active site's 4 goods and an
 * enter-branch link (its href is the branch home). Props: `items` (site and goods), `onEnter(site)`, `defaultStart`, `defaultActiveId`.
 * States: at the start, in the middle, at the end, a long Chinese site name.
 */
export function CityCarousel({ items, onEnter, defaultStart = 0, defaultActiveId }: CityCarouselProps) {
  const list = items.slice(0, BRANCH_CAROUSEL_NAMES);
  const [start, setStart] = useState(() => Math.min(Math.max(0, defaultStart), Math.max(0, list.length - CAROUSEL_WINDOW)));
  const [activeId, setActiveId] = useState(defaultActiveId ?? list[0]?.site.id);
  if (list.length === 0) return null;
  const active = list.find((i) => i.site.id === activeId) ?? list[0];
  return (
    <Stack as="section" space="md" className={styles.root} aria-labelledby="city-carousel-title" data-testid="city-carousel">
      <Inline space="none" align="space-between" wrap={false}>
        <h2 id="city-carousel-title" className={styles.title}>
          {m['region.site.carouselTitle']()}
        </h2>
        {/* A real link (new tab, crawlers); a plain click stores the choice first (onEnter). */}
        <a
          href={branchHomePath(active.site)}
          className={styles.enter}
          data-testid="enter-branch"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onEnter(active.site);
          }}
        >
          {m['region.site.enterBranch']({ title: active.site.title })}
        </a>
      </Inline>
      <Inline space="sm" wrap={false} className={styles.strip}>
        <button type="button" className={styles.arrow} aria-label={m['region.site.prev']()} disabled={atStart(start)} onClick={() => setStart(carouselStep(start, list.length, -1))}>
          ‹
        </button>
        <div className={styles.window} style={assignInlineVars({ [styles.offsetVar]: `-${carouselOffset(start)}px`, [styles.stepVar]: `${CAROUSEL_STEP_PX}px` })}>
          <Box display="flex"
            role="tablist"
            aria-label={m['region.site.carouselTitle']()}
            className={styles.track}
            data-start={start}
          >
            {list.map((i, index) => (
              <button
                key={i.site.id}
                type="button"
                role="tab"
                aria-selected={i.site.id === active.site.id}
                tabIndex={index >= start && index < start + CAROUSEL_WINDOW ? 0 : -1}
                className={styles.tab}
                onClick={() => setActiveId(i.site.id)}
              >
                {i.site.title}
              </button>
            ))}
          </Box>
        </div>
        <button type="button" className={styles.arrow} aria-label={m['region.site.next']()} disabled={atEnd(start, list.length)} onClick={() => setStart(carouselStep(start, list.length, 1))}>
          ›
        </button>
      </Inline>
      <div role="tabpanel" aria-label={active.site.title}>
        <Box as="ul" display="grid" gridTemplateColumns={4} gap="md" className={styles.goods}>
          {active.goods.slice(0, BRANCH_CAROUSEL_GOODS).map((g) => (
            <li key={g.skuId}>
              <GoodsCard goods={g} />
            </li>
          ))}
        </Box>
      </div>
    </Stack>
  );
}
