import { m } from '@mall/i18n';
import type { ComplaintFull } from '../../lib/types';
import { ImageList } from '../ImageList/ImageList';
import * as styles from './ComplaintView.css';
import { DescriptionList, pageStyles as shared } from '@mall/page-kit';
import { formatDateTime } from '@mall/ui';

export interface ComplaintViewProps {
  complaint: ComplaintFull;
}

/**
 * A submitted complaint on /member/complain, read-only (one complaint per order line). Prop: `complaint`
 * (reason, content, photos, status 0 待平台处理 / 1 已处理, reply, time). States: waiting for the platform (no reply
 * yet), handled with a reply, without photos.
 */
export function ComplaintView({ complaint: c }: ComplaintViewProps) {
  const handled = c.status === 1;
  const status = (
    <span className={styles.status} data-handled={handled} data-testid="complaint-status">
      {(handled ? m['afterSale.complain.statusHandled']() : m['afterSale.complain.statusPending']())}
    </span>
  );
  return (
    <DescriptionList
      rows={[
        [m['afterSale.complain.status'](), status],
        [m['afterSale.complain.reason'](), c.reason],
        [m['afterSale.complain.content'](), c.content, { className: styles.text }],
        c.images.length > 0 && [
          m['afterSale.common.images'](),
          <ImageList images={c.images} alt={(index) => m['afterSale.complain.image']({ index })} />,
        ],
        [m['afterSale.complain.createdAt'](), formatDateTime(c.createTime)],
        [m['afterSale.complain.reply'](), c.reply || m['afterSale.complain.noReply'](), { className: c.reply ? styles.text : shared.muted }],
      ]}
    />
  );
}
