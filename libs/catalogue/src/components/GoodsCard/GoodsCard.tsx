import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, cx, GoodsTag, Img, Inline, Price, PromotionTag, sprinkles, Stack, type PromotionTagData } from '@mall/ui';
import { m, type Message } from '@mall/i18n';
import * as styles from './GoodsCard.css';

/** The goods fields a card shows (a subset of SPEC §3 goods/sku). */
export interface GoodsCardData {
  skuId: number;
  goodsName?: string;
  skuName: string;
  skuImage: string;
  /** Original price, fen. */
  price: number;
  /** Selling price, fen. */
  discountPrice: number;
  /** 1 new, 2 premium, 3 recommended; anything else shows no badge. */
  recommendWay?: number;
  tagType?: number;
  tagLevel?: number;
  /** The goods' running promotion from mall-api (shown as a tag; the card's price stays the selling price). */
  promotion?: PromotionTagData | null;
}

/** The tile of lists and floors: the whole card links to /sku-{skuId}. */
export interface TileGoodsCardProps {
  variant?: 'tile';
  goods: GoodsCardData;
  className?: string;
}

/** The card of an activity's goods (seckill, group-buy, topic): what the activity adds under the price. */
export interface ActivityGoodsCardProps {
  variant: 'activity';
  /** The goods' page in the activity. */
  href: string;
  goods: { skuImage: string; goodsName: string };
  /** Badges over the picture's corner (起团 N 件). */
  overlays?: ReactNode;
  /** Over the whole picture when the goods no longer sells: 已抢光, 已满团, 已售罄. */
  cover?: ReactNode;
  /** The price line. */
  price: ReactNode;
  /** How much is sold: the bar's percent and the words that name it (also shown beside it). */
  sold?: { percent: number; label: string };
  /** The call to action: a link to `href` while the goods sells, else the reason, greyed. */
  action?: { text: string; enabled: boolean };
}

export type GoodsCardProps = TileGoodsCardProps | ActivityGoodsCardProps;

const RECOMMEND: Partial<Record<number, Message>> = {
  1: m['goods.recommendNew'],
  2: m['goods.recommendPremium'],
  3: m['goods.recommendHot'],
};

/** The original price is shown struck through only when it is above the selling price. */
export function originalPriceOf(goods: Pick<GoodsCardData, 'price' | 'discountPrice'>): number | null {
  return goods.price > goods.discountPrice ? goods.price : null;
}

/**
 * The one goods card. `tile` (default), the tile of the home floors and goods lists: the mid-size preview
 * image (falling back to the original, then the site default goods image), the name clamped to 2 lines,
 * the 832 / poverty-certification tags, the selling price and, when higher, the original price struck
 * through, and the running promotion's tag under it (秒杀/团购/专题价/满减 as mall-api answers them; the price
 * stays the selling price); the whole card links to /sku-{skuId}. States: discounted, no discount, long
 * Chinese name, no tags, broken image, running promotion. `activity`, the card of the seckill, group-buy and
 * topic pages: picture and name link to the activity's goods page, badges and a cover (sold out, full) over
 * the picture, the activity's price line, the sold bar and the call to action (the seckill, group-buy and
 * topic cards' stories show its states).
 */
export function GoodsCard(props: GoodsCardProps) {
  return props.variant === 'activity' ? <ActivityCard {...props} /> : <TileCard {...props} />;
}

function TileCard({ goods, className }: TileGoodsCardProps) {
  const name = goods.skuName || goods.goodsName || '';
  const recommend = goods.recommendWay ? RECOMMEND[goods.recommendWay] : undefined;
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      className={cx(sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }), styles.card, className)}
      title={name}
      data-testid="goods-card"
    >
      <div className={styles.imageBox}>
        <Img src={goods.skuImage} alt="" preview fallback="goods" className={styles.image} />
        {recommend && <span className={styles.badge}>{recommend()}</span>}
      </div>
      <span className={styles.name}>{name}</span>
      <Box as="span" display="flex" flexWrap="wrap" gap="xs">
        <GoodsTag tagType={goods.tagType} tagLevel={goods.tagLevel} />
      </Box>
      <Price value={goods.discountPrice} original={originalPriceOf(goods)} />
      <PromotionTag promotion={goods.promotion} />
    </Link>
  );
}

function ActivityCard({ href, goods, overlays, cover, price, sold, action }: ActivityGoodsCardProps) {
  return (
    <Stack as="article" space="sm" className={styles.activity} aria-label={goods.goodsName}>
      <Link to={href} className={styles.activityImageLink} tabIndex={-1} aria-hidden>
        <Img src={goods.skuImage} alt="" className={styles.activityImage} />
        {overlays}
        {cover && (
          <Box as="span" display="flex" alignItems="center" justifyContent="center" className={styles.cover}>
            {cover}
          </Box>
        )}
      </Link>
      <Link to={href} className={styles.activityName} title={goods.goodsName}>
        {goods.goodsName}
      </Link>
      {price}
      {sold && (
        <Inline space="sm" wrap={false}>
          <div className={styles.soldBar} role="progressbar" aria-valuenow={sold.percent} aria-valuemin={0} aria-valuemax={100} aria-label={sold.label}>
            <div className={styles.soldFill} style={{ width: `${sold.percent}%` }} />
          </div>
          <span className={styles.soldLabel}>{sold.label}</span>
        </Inline>
      )}
      {action &&
        (action.enabled ? (
          <Link to={href} className={styles.action}>
            {action.text}
          </Link>
        ) : (
          <span className={styles.actionDisabled}>{action.text}</span>
        ))}
    </Stack>
  );
}
