import { m } from '@mall/i18n';
import { Img, Inline, Price, Stack, Table, type TableColumn, Textarea } from '@mall/ui';
import { BUYER_MESSAGE_MAX, type CheckoutGoodsLine, type CheckoutPromotionLine } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import * as styles from './CheckoutGoodsList.css';
import { Section } from '@mall/page-kit';

export interface CheckoutGoodsListProps {
  goods: readonly CheckoutGoodsLine[];
  /** Shop names by siteId; a shop without a name shows its number. */
  shopNames: Readonly<Record<number, string>>;
  /** 满减 per shop (from the calculation). */
  promotions: readonly CheckoutPromotionLine[];
  /** 留言 to the shop, sent with the order. */
  message: string;
  onMessageChange: (message: string) => void;
  disabled?: boolean;
}

/** The goods of each shop in first-seen order. */
export function groupByShop<T extends { siteId: number }>(goods: readonly T[]): { siteId: number; goods: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const g of goods) groups.set(g.siteId, [...(groups.get(g.siteId) ?? []), g]);
  return [...groups].map(([siteId, list]) => ({ siteId, goods: list }));
}

/**
 * 商品清单 of the checkout page: the goods grouped by shop (image, name, unit price, quantity, subtotal), each
 * shop's 满减, and the buyer message (留言, at most 200 characters as mall-api checks, with a counter). Props:
 * `goods`, `shopNames` (by siteId; the shop number when unknown), `promotions`, `message`, `onMessageChange`,
 * `disabled`. States: two shops, no goods, long names, unknown shop name.
 */
export function CheckoutGoodsList({ goods, shopNames, promotions, message, onMessageChange, disabled = false }: CheckoutGoodsListProps) {
  const columns: TableColumn<CheckoutGoodsLine>[] = [
    {
      key: 'goods',
      title: m['checkout.goods.name'](),
      render: (g) => (
        <Inline as="span" space="sm" wrap={false}>
          {/* The name sits beside the picture: a repeated alt would be read twice. */}
          <Img src={g.skuImage} alt="" preview className={styles.image} />
          <span className={styles.name}>{g.skuName}</span>
        </Inline>
      ),
    },
    { key: 'price', title: m['checkout.goods.price'](), align: 'right', width: '14%', render: (g) => <Price value={g.price} size="sm" /> },
    { key: 'num', title: m['checkout.goods.num'](), align: 'center', width: '10%', render: (g) => `×${g.num}` },
    { key: 'subtotal', title: m['checkout.goods.subtotal'](), align: 'right', width: '14%', render: (g) => <Price value={g.goodsMoney} size="sm" /> },
  ];
  return (
    <Section title={m['checkout.goods.heading']()}>
      {goods.length === 0 && <p className={shared.muted}>{m['checkout.goods.empty']()}</p>}
      {groupByShop(goods).map(({ siteId, goods: list }) => {
        const shop = shopNames[siteId] ?? m['checkout.goods.shopUnknown']({ id: siteId });
        const promotion = promotions.find((p) => p.siteId === siteId);
        return (
          <Stack space="sm" key={siteId}>
            <h3 className={styles.shopName}>{m['checkout.goods.shop']({ name: shop })}</h3>
            <Table columns={columns} rows={list} rowKey="skuId" caption={m['checkout.goods.caption']({ shop })} hideCaption />
            {promotion && (
              <Inline as="p" space="sm" wrap={false} className={styles.promotion}>
                <span className={styles.tag}>{m['checkout.goods.promotion']()}</span>
                <span className={styles.promotionText}>{promotion.text}</span>
                <span>
                  -<Price value={promotion.discountMoney} size="sm" />
                </span>
              </Inline>
            )}
          </Stack>
        );
      })}
      <Textarea
        label={m['checkout.goods.message']()}
        placeholder={m['checkout.goods.messagePlaceholder']()}
        maxLength={BUYER_MESSAGE_MAX}
        rows={2}
        value={message}
        disabled={disabled}
        onValueChange={onMessageChange}
      />
    </Section>
  );
}
