import { useT } from '@mall/i18n';
import type { ComplaintFull } from '../../lib/types';
import { ImageList } from '../ImageList/ImageList';
import * as styles from './ComplaintView.css';
import { formatDateTime, memberPageStyles as shared } from '@mall/member/page-kit';

export interface ComplaintViewProps {
  complaint: ComplaintFull;
}

/** A submitted complaint, read-only: status (待平台处理 / 已处理), reason, content, photos and the platform's reply. */
export function ComplaintView({ complaint: c }: ComplaintViewProps) {
  const t = useT();
  const handled = c.status === 1;
  return (
    <dl className={shared.dl}>
      <dt className={shared.dt}>{t('afterSale.complain.status')}</dt>
      <dd className={shared.dd}>
        <span className={styles.status} data-handled={handled} data-testid="complaint-status">
          {t(handled ? 'afterSale.complain.statusHandled' : 'afterSale.complain.statusPending')}
        </span>
      </dd>
      <dt className={shared.dt}>{t('afterSale.complain.reason')}</dt>
      <dd className={shared.dd}>{c.reason}</dd>
      <dt className={shared.dt}>{t('afterSale.complain.content')}</dt>
      <dd className={`${shared.dd} ${styles.text}`}>{c.content}</dd>
      {c.images.length > 0 && (
        <>
          <dt className={shared.dt}>{t('afterSale.common.images')}</dt>
          <dd className={shared.dd}>
            <ImageList images={c.images} alt={(index) => t('afterSale.complain.image', { index })} />
          </dd>
        </>
      )}
      <dt className={shared.dt}>{t('afterSale.complain.createdAt')}</dt>
      <dd className={shared.dd}>{formatDateTime(c.createTime)}</dd>
      <dt className={shared.dt}>{t('afterSale.complain.reply')}</dt>
      <dd className={`${shared.dd} ${c.reply ? styles.text : shared.muted}`}>{c.reply || t('afterSale.complain.noReply')}</dd>
    </dl>
  );
}
