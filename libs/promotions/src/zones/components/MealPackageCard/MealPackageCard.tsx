import { Link } from 'react-router-dom';
import type { GoodsCardData } from '@mall/catalogue';
import { Box, Button, formatPrice, GoodsTag, Img, Inline, Price, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './MealPackageCard.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface MealPackageData {
  id: number;
  title: string;
  people: number;
  image: string;
  description: string;
  /** Fen. */
  packagePrice: number;
  /** The items at their selling prices, fen. */
  originalPrice: number;
  items: readonly { num: number; goods: GoodsCardData }[];
}

export interface MealPackageCardProps {
  pkg: MealPackageData;
  onAddToCart: (pkg: MealPackageData) => void;
  /** The add is running: the button is busy and disabled. */
  adding?: boolean;
}

/**
 * One meal package of the meal-package hall (/promotion/mealplan): a set of goods for N people at a package
 * price. Props: `pkg` (title, people, image, description, packagePrice, originalPrice, items with goods and
 * quantity), `onAddToCart` (puts every item into the cart as normal lines) and `adding` (busy state). Shows
 * what is saved against buying the items one by one. States: normal, adding, long names.
 */
export function MealPackageCard({ pkg, onAddToCart, adding = false }: MealPackageCardProps) {
  const saved = pkg.originalPrice - pkg.packagePrice;
  return (
    <Box as="article" display="grid" gap="lg" className={styles.card} aria-labelledby={`meal-${pkg.id}`} data-testid="meal-package">
      <Img src={pkg.image} alt="" className={styles.image} />
      <Stack space="sm" className={styles.body}>
        <h2 id={`meal-${pkg.id}`} className={styles.title}>
          {pkg.title}
          <span className={styles.people}>{m['zones.meal.people']({ count: pkg.people })}</span>
        </h2>
        <p className={styles.description}>{pkg.description}</p>
        <Stack as="ul" space="xxs" className={styles.items} aria-label={m['zones.meal.items']()}>
          {pkg.items.map((i) => (
            <Box as="li" display="flex" justifyContent="space-between" gap="md" key={i.goods.skuId} className={styles.item}>
              <Link to={`/sku-${i.goods.skuId}`} className={styles.itemName}>
                {i.goods.skuName}
              </Link>
              <span>
                <GoodsTag tagType={i.goods.tagType} tagLevel={i.goods.tagLevel} /> {formatPrice(i.goods.discountPrice)} {m['zones.meal.itemNum']({ num: i.num })}
              </span>
            </Box>
          ))}
        </Stack>
        <Inline space="md" alignY="baseline">
          <span className={styles.label}>{m['zones.meal.packagePrice']()}</span>
          <Price value={pkg.packagePrice} size="lg" />
          <span className={styles.label}>
            {m['zones.meal.original']()} {formatPrice(pkg.originalPrice)}
          </span>
          {saved > 0 && <span className={styles.save}>{m['zones.meal.save']({ amount: fenToYuan(saved) })}</span>}
        </Inline>
        <div>
          <Button onClick={() => onAddToCart(pkg)} disabled={adding} aria-busy={adding}>
            {adding ? m['zones.meal.adding']() : m['zones.meal.addToCart']()}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
