import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { PayNotice } from '../components/PayNotice/PayNotice';
import { ORDER_LIST_HREF } from './params';
import * as shared from './pageStyles';

/** A payment page opened with missing or malformed order ids: say so, and offer the order list. */
export function InvalidLink() {
  const t = useT();
  return (
    <PayNotice
      tone="error"
      title={t('pay.common.invalidTitle')}
      text={t('pay.common.invalidText')}
      actions={
        <Link to={ORDER_LIST_HREF} className={shared.link}>
          {t('pay.common.toOrderList')}
        </Link>
      }
    />
  );
}
