import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Img, Inline, Price, Stack } from '@mall/ui';
import * as styles from '../seckill/routes/routes.css';

export interface PromotionGoodsDetailProps {
  /** The link back to the activity's list or topic. */
  back: { to: string; label: string };
  goods: { skuImage: string; goodsName: string };
  /** The shop line (店铺：…). */
  shop: string;
  introduction?: string | null;
  /** The activity's name on the red banner. */
  title: ReactNode;
  /** The banner's countdown (or what stands for it once over). */
  countdown: ReactNode;
  priceLabel: string;
  /** The activity price and the goods' own price (struck through), fen. */
  price: { value: number; original: number };
  /** What follows the price: sold and stock lines, the quantity and the buy button. */
  children: ReactNode;
}

/** The goods detail of a seckill, a group-buy or a topic goods: picture, shop, red banner with the countdown, price, then the activity's own lines. */
export function PromotionGoodsDetail({ back, goods, shop, introduction, title, countdown, priceLabel, price, children }: PromotionGoodsDetailProps) {
  return (
    <Stack space="lg" className={styles.page}>
      <Link to={back.to}>{back.label}</Link>
      <Box display="grid" gap="xl" className={styles.detail}>
        <Img src={goods.skuImage} alt={goods.goodsName} className={styles.image} />
        <Stack space="md" className={styles.info}>
          <h1>{goods.goodsName}</h1>
          <p className={styles.muted}>{shop}</p>
          {introduction && <p className={styles.muted}>{introduction}</p>}
          <Inline space="md" align="space-between" wrap={false} className={styles.banner}>
            <strong>{title}</strong>
            {countdown}
          </Inline>
          <div>
            <span className={styles.muted}>{priceLabel} </span>
            <Price value={price.value} original={price.original} size="lg" />
          </div>
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
