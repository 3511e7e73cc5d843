import { Closed } from '../components/Closed/Closed';
import { pickHotline } from '../lib/hotline';
import { useLayout } from '@mall/page-kit';

/** /closed: the maintenance page (the guards send every route here while the site is closed). */
export function Component() {
  const site = useLayout()?.site;
  return (
    <Closed
      siteTitle={site?.title ?? ''}
      logo={site?.logo}
      hotline={site ? pickHotline(site.servicer.hotline, site.webPhone) : ''}
    />
  );
}
