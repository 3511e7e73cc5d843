import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { AddToCartDocument, gql, MealPackagesDocument, type MealPackagesQuery } from '@mall/gateway-client';
import { Box, Empty, toastBus } from '@mall/ui';
import { m } from '@mall/i18n';
import { MealPackageCard, type MealPackageData } from '../components/MealPackageCard/MealPackageCard';
import { ZonePage } from '../components/ZonePage/ZonePage';
import * as styles from './routes.css';
import { refreshSession, type RouteModule } from '@mall/page-kit';

/** ?people= between 1 and 20, else all packages. */
function peopleOf(request: Request): number | undefined {
  const n = Number(new URL(request.url).searchParams.get('people'));
  return Number.isInteger(n) && n >= 1 && n <= 20 ? n : undefined;
}

interface Data {
  people?: number;
  all: MealPackagesQuery['mealPackages'];
}

/** /promotion/mealplan: meal packages, filtered by ?people=; each goes into the cart as normal lines. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const { mealPackages } = await gql(MealPackagesDocument, {}, { signal: request.signal });
  return { people: peopleOf(request), all: mealPackages };
};

export function Component() {
  const { people, all } = useLoaderData() as Data;
  const [adding, setAdding] = useState<number | null>(null);
  const counts = [...new Set(all.map((p) => p.people))].sort((a, b) => a - b);
  const shown = people === undefined ? all : all.filter((p) => p.people === people);

  // The combo order kind is not used yet: each item becomes an ordinary cart line.
  const addToCart = async (pkg: MealPackageData) => {
    setAdding(pkg.id);
    try {
      for (const item of pkg.items) await gql(AddToCartDocument, { skuId: item.goods.skuId, num: item.num }, { forceLogin: true });
      toastBus.emit(m['zones.meal.added']({ title: pkg.title }), 'success');
      await refreshSession();
    } catch {
      // gateway-client showed the toast or went to login.
    } finally {
      setAdding(null);
    }
  };

  return (
    <ZonePage title={m['title.mealplan']()}>
      <p className={styles.muted}>{m['zones.meal.intro']()}</p>
      <nav aria-label={m['zones.meal.peopleFilter']()}>
        <Box as="ul" display="flex" flexWrap="wrap" gap="xs" margin="none" padding="none" className={styles.chips}>
          <li>
            <Link to="/promotion/mealplan" className={styles.chip} aria-current={people === undefined ? 'page' : undefined}>
              {m['zones.meal.allPeople']()}
            </Link>
          </li>
          {counts.map((n) => (
            <li key={n}>
              <Link to={`/promotion/mealplan?people=${n}`} className={styles.chip} aria-current={people === n ? 'page' : undefined}>
                {m['zones.meal.people']({ count: n })}
              </Link>
            </li>
          ))}
        </Box>
      </nav>
      {shown.length === 0 ? (
        <Empty text={m['zones.meal.empty']()} />
      ) : (
        shown.map((pkg) => <MealPackageCard key={pkg.id} pkg={pkg} onAddToCart={(p) => void addToCart(p)} adding={adding === pkg.id} />)
      )}
    </ZonePage>
  );
}
