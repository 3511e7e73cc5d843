import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { requestCookieHeader } from '@mall/gateway-client';
import { storedSiteTitle } from '../../lib/branchCookies';
import * as styles from './CurrentSite.css';
import { Box } from '@mall/ui';

export interface CurrentSiteProps {
  /** The stored branch site's title, or null on the national site. */
  title: string | null;
}

/**
 * The header's site switch: the current site, a link to /change_city and, on a branch site, the way back
 * (back_index=1).
 *
 * The header's site switch (SPEC §2 /change_city, §4 back_index). Props: `title`, the stored branch site's
 * title or null. States: national site (only 切换城市), a branch site (also 返回全国站 → /?back_index=1), a long
 * Chinese name.
 */
export function CurrentSite({ title }: CurrentSiteProps) {
  return (
    <Box as="span" display="inline-flex" gap="sm" alignItems="center" className={styles.root} data-testid="current-site">
      <span className={styles.title}>{m['region.site.current']({ title: title ?? m['region.site.national']() })}</span>
      <Link to="/change_city" className={styles.link}>
        {m['region.site.switch']()}
      </Link>
      {title && (
        <Link to="/?back_index=1" className={styles.link} data-testid="back-national">
          {m['region.site.backNational']()}
        </Link>
      )}
    </Box>
  );
}

/**
 * CurrentSite for the stored branch site: reads its title from the branch cookies (the request's on
 * the server, so its HTML already names the site). `storedSiteId` (the app's branchSiteAtom)
 * re-renders it when the choice changes.
 */
export function StoredSiteSwitch({ storedSiteId }: { storedSiteId: number | null }) {
  const title = storedSiteId ? storedSiteTitle(requestCookieHeader()) : null;
  return <CurrentSite title={title} />;
}
