import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { gql, RecommendGoodsDocument, type RecommendGoodsQuery } from '@mall/gateway-client';
import { GoodsGrid } from '../components/GoodsGrid/GoodsGrid';
import { Empty, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './routes.css';

/** /sku-{id} for a missing or off-shelf sku (its loader's 404): says so and offers recommended goods. */
export function GoodsNotFound() {
  const [goods, setGoods] = useState<RecommendGoodsQuery['recommendGoods'] | null>(null);
  useEffect(() => {
    let live = true;
    gql(RecommendGoodsDocument, { size: 10 }, { silent: true }).then(
      (d) => live && setGoods(d.recommendGoods),
      () => live && setGoods([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack space="lg" className={styles.stack} data-testid="goods-not-found">
      <Empty text={m['catalogue.goodsNotFound']()} action={<Link to="/">{m['common.backHome']()}</Link>} />
      <section aria-labelledby="not-found-recommend">
        <h2 id="not-found-recommend" className={styles.sectionTitle}>
          {m['catalogue.goodsNotFoundHint']()}
        </h2>
        <GoodsGrid goods={goods ?? []} loading={goods === null} skeletonCount={5} label={m['catalogue.recommend']()} empty={<p>{m['catalogue.recommendEmpty']()}</p>} />
      </section>
    </Stack>
  );
}
