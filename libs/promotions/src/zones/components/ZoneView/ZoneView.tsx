import { Link } from 'react-router-dom';
import { GoodsGrid, type GoodsCardData } from '@mall/catalogue';
import { Box, Empty, Img, Pagination, type RenderLink, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './ZoneView.css';

export interface ZoneViewData {
  code: string;
  title: string;
  subtitle: string;
  banner: string;
  introduction: string;
  /** A note under the banner (the fresh hall's delivery note); '' for none. */
  notice: string;
  tabKind: 'REGION' | 'CATEGORY';
  tabs: readonly { name: string; count: number }[];
}

export interface ZoneViewProps {
  zone: ZoneViewData;
  goods: readonly GoodsCardData[];
  /** Goods under the current tab (all pages). */
  count: number;
  page: number;
  pageCount: number;
  /** The selected tab; undefined for 全部. */
  tab?: string;
  /** URL of a tab (undefined: 全部), and of a page of the current tab. */
  tabHref: (tab?: string) => string;
  pageHref: (page: number) => string;
  /** The way back: home, or the parent zone of a province page. */
  back: { href: string; label: string };
  /** Shown instead of the zone's own title, e.g. 湖南馆 on /promotion/redarea/hunan. */
  heading?: string;
}

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The landing page of an assistance zone (红色专区, 消费帮扶, 驻村帮扶, 东西部协作, 优选农户, 地方特色馆) and of the fresh hall. Props:
 * `zone` (title, subtitle, banner, introduction, notice, tabKind REGION or CATEGORY, tabs with counts),
 * `goods` (cards with 832 / certification tags), `count`, `page`, `pageCount`, `tab` (the selected tab,
 * undefined for 全部), `tabHref`, `pageHref`, `back` (the way back) and `heading` (e.g. 湖南馆). Tabs and pages
 * are links: the URL holds the state. States: region tabs, category tabs with a delivery note, a selected
 * tab, several pages, empty.
 */
export function ZoneView({ zone, goods, count, page, pageCount, tab, tabHref, pageHref, back, heading }: ZoneViewProps) {
  const title = heading ?? zone.title;
  return (
    <Stack space="lg" className={styles.root} data-testid="zone-view">
      <Link to={back.href} className={styles.back}>
        ‹ {back.label}
      </Link>
      {zone.banner && (
        <div className={styles.banner}>
          <Img src={zone.banner} alt={zone.title} className={styles.bannerImage} />
        </div>
      )}
      <Stack as="section" space="xs" className={styles.head} aria-labelledby="zone-title">
        <h1 id="zone-title" className={styles.title}>
          {title}
        </h1>
        {zone.subtitle && <p className={styles.subtitle}>{zone.subtitle}</p>}
        {zone.notice && (
          <p className={styles.notice}>
            <span className={styles.noticeLabel}>{m['zones.delivery']()}</span>
            {zone.notice}
          </p>
        )}
        <p className={styles.intro}>{zone.introduction}</p>
      </Stack>
      {zone.tabs.length > 0 && (
        <nav aria-label={(zone.tabKind === 'REGION' ? m['zones.tabsRegion']() : m['zones.tabsCategory']())}>
          <Box as="ul" display="flex" flexWrap="wrap" gap="xs" margin="none" padding="none" className={styles.tabs}>
            <li>
              <Link to={tabHref()} className={styles.tab} aria-current={tab === undefined ? 'page' : undefined}>
                {m['zones.allTab']()}
              </Link>
            </li>
            {zone.tabs.map((x) => (
              <li key={x.name}>
                <Link to={tabHref(x.name)} className={styles.tab} aria-current={tab === x.name ? 'page' : undefined}>
                  {m['zones.tabCount']({ name: x.name, count: x.count })}
                </Link>
              </li>
            ))}
          </Box>
        </nav>
      )}
      <p className={styles.total}>{m['zones.goodsTotal']({ count })}</p>
      <GoodsGrid goods={goods} label={m['zones.goodsLabel']({ title })} empty={<Empty text={m['zones.empty']()} />} />
      {pageCount > 1 && (
        <Box display="flex" justifyContent="center">
          <Pagination page={page} pageCount={pageCount} getHref={pageHref} renderLink={renderLink} />
        </Box>
      )}
    </Stack>
  );
}
