import { Link } from 'react-router-dom';
import { Empty } from '@mall/ui';
import { useT } from '@mall/i18n';

/** What a switched-off promotion kind's routes show: a clear page, not an error. */
export function PromotionOff() {
  const t = useT();
  return (
    <section aria-label={t('promotions.off.title')}>
      <h1>{t('promotions.off.title')}</h1>
      <Empty text={t('promotions.off.text')} action={<Link to="/">{t('promotions.off.home')}</Link>} />
    </section>
  );
}
