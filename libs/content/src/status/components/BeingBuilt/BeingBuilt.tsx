import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import * as styles from '../status.css';
import { Stack } from '@mall/ui';

export interface BeingBuiltProps {
  /** The route's page title, e.g. 商品详情. */
  title: string;
  /** The route path, shown for orientation (e.g. /sku-:id). */
  path?: string;
}

/**
 * The page of a SPEC §2 route that has no page of its own (`page: 'beingBuilt'` in the route table), inside
 * the route's layout. Shows the 正在建设中 badge, the title, a hint and a link
 * home. States: goods detail, member page, long title.
 */
export function BeingBuilt({ title, path }: BeingBuiltProps) {
  const t = useT();
  return (
    <Stack as="section" space="md" align="center" justifyContent="center" className={styles.box} data-testid="being-built" aria-labelledby="being-built-title">
      <span className={styles.badge}>{t('empty.beingBuilt')}</span>
      <h1 id="being-built-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{t('empty.beingBuiltHint', { title })}</p>
      {path && <code className={styles.text}>{path}</code>}
      <Link to="/" className={styles.home}>
        {t('common.backHome')}
      </Link>
    </Stack>
  );
}
