import { useEffect, useState } from 'react';
import { HomeBlockPlaceholder } from '@mall/catalogue';
import { CityCarouselBlockDocument, gql, type CityCarouselBlockQuery } from '@mall/gateway-client';
import { CityCarousel } from './components/CityCarousel/CityCarousel';
import { enterSite } from './lib/enter';

/**
 * The home page's cityCarousel block (catalogue's HomeBlock slot, filled by the app): loads the
 * sites with their goods after the home page painted (keeping the carousel's room meanwhile, so the
 * floors below do not jump), and renders nothing on failure (a home block never breaks the home page).
 */
export function CityCarouselBlock() {
  const [items, setItems] = useState<CityCarouselBlockQuery['websiteCarousel'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    gql(CityCarouselBlockDocument, {}, { silent: true, signal: controller.signal }).then(
      (data) => setItems(data.websiteCarousel),
      () => setItems([]),
    );
    return () => controller.abort();
  }, []);
  if (!items) return <HomeBlockPlaceholder name="cityCarousel" />;
  if (items.length === 0) return null;
  return <CityCarousel items={items} onEnter={(site) => enterSite({ id: site.id, title: site.title, websiteType: site.websiteType })} />;
}
