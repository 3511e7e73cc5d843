import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import * as styles from '../status.css';

export interface BeingBuiltProps {
  /** The route's page title, e.g. 商品详情. */
  title: string;
  /** The route path, shown for orientation (e.g. /sku-:id). */
  path?: string;
}

/** The clearly marked placeholder of a route a later issue builds: 正在建设中 + title + home link. */
export function BeingBuilt({ title, path }: BeingBuiltProps) {
  const t = useT();
  return (
    <section className={styles.box} data-testid="being-built" aria-labelledby="being-built-title">
      <span className={styles.badge}>{t('empty.beingBuilt')}</span>
      <h1 id="being-built-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{t('empty.beingBuiltHint', { title })}</p>
      {path && <code className={styles.text}>{path}</code>}
      <Link to="/" className={styles.home}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
