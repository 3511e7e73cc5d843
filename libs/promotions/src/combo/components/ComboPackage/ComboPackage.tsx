import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Empty, formatPrice, Img, Inline, Price, QuantityStepper, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import type { ComboDetailData } from '../../types';
import * as styles from './ComboPackage.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface ComboPackageProps {
  combo: ComboDetailData;
  /** Buys `num` packages (the page goes to combo_payment). */
  onBuy: (num: number) => void;
}

/**
 * A combo package on /promotion/combo-{id}: its goods (each sku and quantity, linked to the goods), the
 * package price against buying apart, the saving, a package count up to the buyable stock (the least over the
 * members) and 购买套餐 (`onBuy(num)`; the page goes to combo_payment where mall-api prices it). States: buyable,
 * sold out (a member lacks stock), empty (no goods), long names. Loading and error belong to the page.
 */
export function ComboPackage({ combo, onBuy }: ComboPackageProps) {
  const [num, setNum] = useState(1);
  const soldOut = combo.stock <= 0 || combo.goods.length === 0;
  return (
    <Stack as="section" space="md" className={styles.box} aria-label={combo.name}>
      <h1 className={styles.title}>{combo.name}</h1>
      <span className={styles.muted}>{m['promotions.combo.shop']({ name: combo.siteName })}</span>
      {combo.goods.length === 0 ? (
        <Empty size="sm" text={m['promotions.combo.empty']()} />
      ) : (
        <Box as="ul" display="flex" alignItems="stretch" gap="sm" flexWrap="wrap" className={styles.members} aria-label={m['promotions.combo.goods']()}>
          {combo.goods.map((g, i) => (
            <Fragment key={g.skuId}>
              {i > 0 && (
                <li className={styles.plus} aria-hidden>
                  +
                </li>
              )}
              <Stack as="li" space="xs" className={styles.member}>
                <Link to={`/sku-${g.skuId}`} tabIndex={-1} aria-hidden>
                  <Img src={g.skuImage} alt="" className={styles.image} />
                </Link>
                <Link to={`/sku-${g.skuId}`} className={styles.name} title={g.skuName}>
                  {g.skuName}
                </Link>
                <span className={styles.muted}>
                  {formatPrice(g.price)} {m['promotions.combo.each']({ num: g.num })}
                </span>
                {g.stock < g.num && <span className={styles.out}>{m['promotions.combo.soldOut']()}</span>}
              </Stack>
            </Fragment>
          ))}
        </Box>
      )}
      <Inline space="md">
        <span className={styles.muted}>{m['promotions.combo.price']()}</span>
        <Price value={combo.comboPrice} original={combo.originalPrice} size="lg" />
        <span className={styles.saving}>{m['promotions.combo.saving']({ saving: fenToYuan(combo.saving) })}</span>
      </Inline>
      <Inline space="md" wrap={false}>
        {!soldOut && (
          <>
            <QuantityStepper value={num} min={1} max={combo.stock} onChange={setNum} label={m['promotions.combo.num']()} />
            <span className={styles.muted}>{m['promotions.combo.stock']({ num: combo.stock })}</span>
          </>
        )}
        <Button size="lg" disabled={soldOut} onClick={() => onBuy(num)}>
          {soldOut ? m['promotions.combo.soldOut']() : m['promotions.combo.buy']()}
        </Button>
      </Inline>
    </Stack>
  );
}
