import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { HomePageQuery } from '@mall/gateway-client';
import { FloorStyle1 } from '../FloorStyle1/FloorStyle1';
import { FloorStyle3 } from '../FloorStyle3/FloorStyle3';
import { SmartLink } from '../SmartLink/SmartLink';
import { HomeBlock } from '../../home/blocks';
import { NoticeBoard } from '@mall/content';
import { m } from '@mall/i18n';
import { Box, Carousel, type CarouselProps, Empty, Stack, useCareMode } from '@mall/ui';
import { CareHomeLead, type CareZoneLink } from '../CareHomeLead/CareHomeLead';
import * as styles from './HomeView.css';

// Not in the first paint: the float layer shows at most once a day (see home/floatLayerDay.ts).
const FloatLayer = lazy(() => import('../FloatLayer/FloatLayer').then((module) => ({ default: module.FloatLayer })));

export interface HomeViewProps {
  data: HomePageQuery;
  /**
   * Whether the float layer may show on this page view (HomeRoute: once per day per browser,
   * decided after mount); default true. It may turn true after the first render.
   */
  floatLayerAllowed?: boolean;
  /** Called once when the float layer is shown. */
  onFloatLayerShown?: () => void;
  /** The site's navigation: in care mode its zones lead the page (CareHomeLead). */
  zones?: readonly CareZoneLink[];
  /** The site's default search word (care mode's search box). */
  searchPlaceholder?: string;
}

/**
 * The floors, mostly below the first screen: a Suspense boundary of their own, so that after a server
 * render they hydrate after the first screen in short slices (nothing inside suspends: the HTML is
 * the same as without it). Memo: the home page renders again after mount (the float layer's daily
 * decision), and a boundary not yet hydrated that gets new props is hydrated at once, in one task.
 */
const Floors = memo(function Floors({ floors }: { floors: HomePageQuery['floors'] }) {
  return (
    <Suspense fallback={null}>
      <Stack space="xxl">
        {floors.map((floor) =>
          floor.__typename === 'FloorStyle1' ? (
            <FloorStyle1 key={`1-${floor.id}`} floor={floor} />
          ) : (
            <FloorStyle3 key={`3-${floor.id}`} floor={floor} />
          ),
        )}
      </Stack>
    </Suspense>
  );
});

const renderLink: CarouselProps['renderLink'] = ({ href, blank, className, children }) => (
  <SmartLink to={href} blank={blank} className={className}>
    {children}
  </SmartLink>
);

/**
 * The home page body: carousel, notices/articles, floors (style 1 and 3), float layer.
 *
 * The home page body for the data of the one HomePage query. Props: `data` {adv (NS_PC_INDEX carousel),
 * floors (FloorStyle1 | FloorStyle3), noticeAndArticle, floatLayer}. States: full, no floors (暂无数据), float
 * layer shown (lazily loaded FloatLayer; HomeRoute allows it once per day), carousel position disabled, care
 * mode (useCareMode: CareHomeLead with `zones` and `searchPlaceholder` first, no float layer).
 */
export function HomeView({ data, floatLayerAllowed = true, onFloatLayerShown, zones = [], searchPlaceholder }: HomeViewProps) {
  // Care mode: search and zones first, no float layer (no pop-ups of any kind).
  const care = useCareMode();
  const [floatClosed, setFloatClosed] = useState(false);
  const floatOpen = !care && floatLayerAllowed && data.floatLayer.show && !!data.floatLayer.image && !floatClosed;
  const closeFloat = useCallback(() => setFloatClosed(true), []);
  const shownRef = useRef(false);
  useEffect(() => {
    if (floatOpen && !shownRef.current) {
      shownRef.current = true;
      onFloatLayerShown?.();
    }
  }, [floatOpen, onFloatLayerShown]);
  const slides =
    data.adv?.enabled === false
      ? []
      : (data.adv?.advs ?? []).map((a) => ({
          id: a.id,
          image: a.image,
          alt: a.title,
          href: a.url,
          background: a.background,
        }));
  return (
    <Stack space="xl" data-testid="home">
      {care && <CareHomeLead zones={zones} placeholder={searchPlaceholder} />}
      <Box display="grid" gap="md" className={styles.top}>
        {slides.length > 0 ? <Carousel slides={slides} renderLink={renderLink} /> : <span />}
        <NoticeBoard notices={data.noticeAndArticle.notices} articles={data.noticeAndArticle.articles} />
      </Box>
      <HomeBlock name="tradeTicker" />
      <HomeBlock name="cityCarousel" />
      <HomeBlock name="rankingBoard" />
      {data.floors.length === 0 ? (
        <Empty text={m['common.noData']()} />
      ) : (
        <Floors floors={data.floors} />
      )}
      {floatOpen && (
        <Suspense fallback={null}>
          <FloatLayer layer={data.floatLayer} onClose={closeFloat} />
        </Suspense>
      )}
    </Stack>
  );
}
