import { GoodsGrid, type GoodsCardData } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Box, Empty, Img, Stack } from '@mall/ui';
import { Link } from 'react-router-dom';
import * as styles from './BranchHome.css';

export type BranchGoods = GoodsCardData;
export interface BranchBanner {
  id: number;
  title: string;
  image: string;
  url: string;
}

export interface BranchHomeProps {
  /** The branch site's title. */
  title: string;
  banners: readonly BranchBanner[];
  goods: readonly BranchGoods[];
}

/**
 * A branch site's home of /citylist and /special (SPEC §2, no-nav layout): the banner list of
 * /city/api/WebsiteBanner/bannerList and the recommended goods of
 * /city/api/WebsiteRecommendGoods/recommendGoodsList. Props: `title`, `banners` (id, title, image, url),
 * `goods`. States: banners and goods, no banners, no goods (暂无推荐商品).
 */
export function BranchHome({ title, banners, goods }: BranchHomeProps) {
  return (
    <Stack space="lg" className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      {banners.length > 0 && (
        <Box as="ul" display="grid" gap="md" className={styles.banners} aria-label={m['region.site.banners']()}>
          {banners.map((b) => (
            <li key={b.id} className={styles.banner}>
              <Link to={b.url || '/'} aria-label={b.title}>
                <Img src={b.image} alt={b.title} className={styles.bannerImg} />
              </Link>
            </li>
          ))}
        </Box>
      )}
      <section aria-labelledby="branch-recommend">
        <h2 id="branch-recommend" className={styles.heading}>
          {m['region.site.recommendTitle']()}
        </h2>
        <GoodsGrid goods={goods} columns={4} label={m['region.site.recommendTitle']()} empty={<Empty text={m['region.site.noRecommend']()} />} />
      </section>
    </Stack>
  );
}
