import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import * as shared from '../page/styles.css';

/** 详情: a record's link to its detail page, named with the record (详情 W2025…) for screen readers. */
export function DetailLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={shared.link} aria-label={`${m['member.common.detail']()} ${name}`}>
      {m['member.common.detail']()}
    </Link>
  );
}
