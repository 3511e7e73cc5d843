import { Box, Button, GoodsTag, Inline, Price, QuantityStepper, Stack } from '@mall/ui';
import { m, type Message } from '@mall/i18n';
import type { SpecDimension } from '../../logic/sku';
import { originalPriceOf } from '../GoodsCard/GoodsCard';
import { ManjianInfo, type ManjianData } from '../ManjianInfo/ManjianInfo';
import { SkuPicker } from '../SkuPicker/SkuPicker';
import * as styles from './BuyBox.css';

/** What the buy box shows of the chosen sku. */
export interface BuyBoxGoods {
  goodsName: string;
  skuName: string;
  brief: string;
  /** Fen. */
  price: number;
  discountPrice: number;
  stock: number;
  saleNum: number;
  recommendWay: number;
  tagType: number;
  tagLevel: number;
  onShelf: boolean;
}

export interface BuyBoxProps {
  goods: BuyBoxGoods;
  specs: readonly SpecDimension[];
  onSelectSku: (skuId: number) => void;
  manjian?: ManjianData | null;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  collected: boolean;
  onToggleCollect: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  /** The add-to-cart and collect requests in flight (the send lock). */
  adding?: boolean;
  collecting?: boolean;
}

const RECOMMEND: Partial<Record<number, Message>> = {
  1: m['goods.recommendNew'],
  2: m['goods.recommendPremium'],
  3: m['goods.recommendHot'],
};

/**
 * The goods page's buy box: name with recommend and certification badges, brief, price and
 * discount price, 满减, spec choice, quantity bounded by the stock, and add to cart / buy now /
 * collect. Out of stock or off the shelf disables buying and says so.
 */
export function BuyBox({
  goods,
  specs,
  onSelectSku,
  manjian,
  quantity,
  onQuantityChange,
  collected,
  onToggleCollect,
  onAddToCart,
  onBuyNow,
  adding = false,
  collecting = false,
}: BuyBoxProps) {
  const recommend = RECOMMEND[goods.recommendWay];
  const soldOut = goods.stock <= 0;
  const blocked = soldOut || !goods.onShelf;
  return (
    <Stack as="section" space="md" className={styles.root} aria-labelledby="buybox-name">
      <h1 id="buybox-name" className={styles.name}>
        {recommend && <span className={styles.recommend}>{recommend()}</span>}
        {goods.skuName || goods.goodsName}
      </h1>
      {goods.brief && <p className={styles.brief}>{goods.brief}</p>}
      <Box display="flex" gap="xs" flexWrap="wrap">
        <GoodsTag tagType={goods.tagType} tagLevel={goods.tagLevel} />
      </Box>
      <Inline space="md" alignY="baseline" className={styles.priceBox}>
        <span className={styles.label}>{m['catalogue.salePrice']()}</span>
        <Price value={goods.discountPrice} original={originalPriceOf(goods)} size="xl" />
        <span className={styles.sales}>{m['catalogue.sales']({ count: goods.saleNum })}</span>
      </Inline>
      <ManjianInfo manjian={manjian} />
      <SkuPicker specs={specs} onSelect={onSelectSku} />
      <Inline space="md">
        <span className={styles.label}>{m['catalogue.quantity']()}</span>
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          min={1}
          max={goods.stock}
          label={m['catalogue.quantity']()}
          disabled={!goods.onShelf}
        />
        <span className={styles.stock} data-testid="stock">
          {soldOut ? m['catalogue.soldOut']() : m['catalogue.stock']({ count: goods.stock })}
        </span>
      </Inline>
      {!goods.onShelf && (
        <p className={styles.notice} role="status">
          {m['catalogue.offShelf']()}
        </p>
      )}
      <Inline space="md">
        <Button size="lg" variant="secondary" onClick={onBuyNow} disabled={blocked}>
          {m['catalogue.buyNow']()}
        </Button>
        <Button size="lg" onClick={onAddToCart} disabled={blocked} loading={adding}>
          {m['catalogue.addToCart']()}
        </Button>
        <Button variant="text" onClick={onToggleCollect} loading={collecting} aria-pressed={collected}>
          {collected ? `★ ${m['catalogue.collected']()}` : `☆ ${m['catalogue.collect']()}`}
        </Button>
      </Inline>
    </Stack>
  );
}
