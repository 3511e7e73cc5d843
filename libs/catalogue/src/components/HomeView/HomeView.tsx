import { useEffect, useRef, useState } from 'react';
import type { HomePageQuery } from '@mall/gateway-client';
import { FloorStyle1, FloorStyle3, HomeBlock, SmartLink } from '../../index';
import { NoticeBoard } from '@mall/content';
import { useT } from '@mall/i18n';
import { Carousel, Empty, Img, type CarouselProps } from '@mall/ui';
import * as styles from './HomeView.css';

export interface HomeViewProps {
  data: HomePageQuery;
  /** Whether the float layer may show on this visit (its per-visitor limit); default true. */
  floatLayerAllowed?: boolean;
  /** Called once when the float layer is shown. */
  onFloatLayerShown?: () => void;
}

/** The float layer shows when enabled, has an image, and the visitor has not hit its limit. */
export function floatLayerVisible(layer: HomePageQuery['floatLayer'], timesShown: number): boolean {
  return layer.show && !!layer.image && (layer.number <= 0 || timesShown < layer.number);
}

const renderLink: CarouselProps['renderLink'] = ({ href, blank, className, children }) => (
  <SmartLink to={href} blank={blank} className={className}>
    {children}
  </SmartLink>
);

/** The home page body: carousel, notices/articles, floors (style 1 and 3), float layer. */
export function HomeView({ data, floatLayerAllowed = true, onFloatLayerShown }: HomeViewProps) {
  const t = useT();
  const [floatOpen, setFloatOpen] = useState(floatLayerAllowed && data.floatLayer.show && !!data.floatLayer.image);
  const shownRef = useRef(false);
  useEffect(() => {
    if (floatOpen && !shownRef.current) {
      shownRef.current = true;
      onFloatLayerShown?.();
    }
  }, [floatOpen, onFloatLayerShown]);
  useEffect(() => {
    if (!floatOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFloatOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [floatOpen]);
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
    <div className={styles.home} data-testid="home">
      <div className={styles.top}>
        {slides.length > 0 ? <Carousel slides={slides} renderLink={renderLink} /> : <span />}
        <NoticeBoard notices={data.noticeAndArticle.notices} articles={data.noticeAndArticle.articles} />
      </div>
      <HomeBlock name="tradeTicker" />
      <HomeBlock name="cityCarousel" />
      <HomeBlock name="rankingBoard" />
      {data.floors.length === 0 ? (
        <Empty text={t('common.noData')} />
      ) : (
        <div className={styles.floors}>
          {data.floors.map((floor) =>
            floor.__typename === 'FloorStyle1' ? (
              <FloorStyle1 key={`1-${floor.id}`} floor={floor} />
            ) : (
              <FloorStyle3 key={`3-${floor.id}`} floor={floor} />
            ),
          )}
        </div>
      )}
      {floatOpen && (
        <div className={styles.floatLayer} role="dialog" aria-label={data.floatLayer.title} data-testid="float-layer">
          <div className={styles.floatBox}>
            <button
              type="button"
              className={styles.floatClose}
              aria-label={t('home.floatLayerClose')}
              onClick={() => setFloatOpen(false)}
            >
              ×
            </button>
            {data.floatLayer.url ? (
              <SmartLink to={data.floatLayer.url} onClick={() => setFloatOpen(false)}>
                <Img src={data.floatLayer.image} alt={data.floatLayer.title} eager />
              </SmartLink>
            ) : (
              <Img src={data.floatLayer.image} alt={data.floatLayer.title} eager />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
