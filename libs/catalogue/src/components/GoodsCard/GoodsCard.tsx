import { Link } from 'react-router-dom';
import { Box, GoodsTag, Img, Price, PromotionTag, type PromotionTagData } from '@mall/ui';
import { useT, type TranslationKey } from '@mall/i18n';
import * as styles from './GoodsCard.css';

/** The goods fields a card shows (a subset of SPEC §3 goods/sku). */
export interface GoodsCardData {
  skuId: number;
  goodsName?: string;
  skuName: string;
  skuImage: string;
  /** Original price, yuan. */
  price: string;
  /** Selling price, yuan. */
  discountPrice: string;
  /** 1 new, 2 premium, 3 recommended; anything else shows no badge. */
  recommendWay?: number;
  tagType?: number;
  tagLevel?: number;
  /** The goods' running promotion from mall-api (shown as a tag; the card's price stays the selling price). */
  promotion?: PromotionTagData | null;
}

export interface GoodsCardProps {
  goods: GoodsCardData;
  className?: string;
}

const RECOMMEND: Record<number, TranslationKey> = {
  1: 'goods.recommendNew',
  2: 'goods.recommendPremium',
  3: 'goods.recommendHot',
};

/** The original price is shown struck through only when it is above the selling price. */
export function originalPriceOf(goods: Pick<GoodsCardData, 'price' | 'discountPrice'>): string | null {
  const price = Number(goods.price);
  const discount = Number(goods.discountPrice);
  return Number.isFinite(price) && Number.isFinite(discount) && price > discount ? goods.price : null;
}

/**
 * One goods tile of the home floors and goods lists. Props: `goods` (skuId, skuName/goodsName, skuImage,
 * price, discountPrice, recommendWay, tagType, tagLevel). Shows the mid-size preview image (falls back to the
 * original, then the site default goods image), the name clamped to 2 lines, the 832 / poverty-certification
 * tags, the selling price and — when higher — the original price struck through. The whole card links to
 * /sku-{skuId}. States: discounted, no discount, long Chinese name, no tags, broken image, running promotion
 * (`promotion`: PromotionTag under the price — 秒杀/团购/专题价/满减 as mall-api answers them; the card price stays
 * the selling price).
 */
export function GoodsCard({ goods, className }: GoodsCardProps) {
  const t = useT();
  const name = goods.skuName || goods.goodsName || '';
  const recommend = goods.recommendWay ? RECOMMEND[goods.recommendWay] : undefined;
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      className={className ? `${styles.card} ${className}` : styles.card}
      title={name}
      data-testid="goods-card"
    >
      <div className={styles.imageBox}>
        <Img src={goods.skuImage} alt="" preview fallback="goods" className={styles.image} />
        {recommend && <span className={styles.badge}>{t(recommend)}</span>}
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
