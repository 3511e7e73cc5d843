import { LicenceInfo } from '../index';
import * as styles from './auth.css';
import { useLayout } from '@mall/page-kit';
import { Box } from '@mall/ui';

/** /licence (信息网络经营许可证): the site's licence info from the copyright settings of the Shell. */
export function Component() {
  const site = useLayout()?.site;
  return (
    <Box display="flex" justifyContent="center" className={styles.plain}>
      {site && <LicenceInfo siteTitle={site.title} copyright={site.copyright} />}
    </Box>
  );
}
