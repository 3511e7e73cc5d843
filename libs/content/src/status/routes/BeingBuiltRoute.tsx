import { useLoaderData } from 'react-router-dom';
import { useT, type PageTitleKey } from '@mall/i18n';
import { BeingBuilt } from '../components/BeingBuilt/BeingBuilt';
import { type RouteModule } from '@mall/page-kit';

interface Data {
  path: string;
  titleKey: PageTitleKey;
}

/** The route-table entry being rendered: its title and path pattern (`/sku-:id`). */
export const loader: RouteModule['loader'] = ({ entry }): Data => ({
  path: entry.path,
  // The app's route table gives a PageTitleKey; the RouteModule contract carries it as a string.
  titleKey: entry.titleKey as PageTitleKey,
});

/** Route module of every route that is not built yet. */
export function Component() {
  const t = useT();
  const entry = useLoaderData() as Data;
  return <BeingBuilt title={t(`title.${entry.titleKey}`)} path={entry.path} />;
}
