import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { formatDateTime } from '@mall/ui';
import { DescriptionList, pageStyles as shared } from '@mall/page-kit';

export interface ShopApplyStatusProps {
  /** The member's latest application (the ShopApplyFields fragment). */
  apply: {
    companyName: string;
    shopName: string;
    contactName: string;
    mobile: string;
    categoryNames: readonly string[];
    tagLevelName: string;
    status: string;
    statusName: string;
    refuseReason: string;
    siteId: number;
    ownerUsername: string;
    createTime: number;
  };
}

/**
 * Where the member's 申请开店 stands on /shop/apply: waiting (审核中), opened (the 店主 account, a link to
 * the new shop's page and to 商家登录) or refused with the platform's reason (the form shows below it
 * to apply again). Props: `apply`. States: pending, approved, refused, long Chinese names.
 */
export function ShopApplyStatus({ apply: a }: ShopApplyStatusProps) {
  return (
    <div className={shared.stack} data-testid="shop-apply-status">
      <p>
        {m['shop.apply.status']()}：<strong>{a.statusName}</strong>
      </p>
      {a.status === 'pending' && <p className={shared.muted}>{m['shop.apply.pending']()}</p>}
      {a.status === 'approved' && (
        <div className={shared.actions}>
          <span>{m['shop.apply.approved']({ username: a.ownerUsername, mobile: a.mobile })}</span>
          <Link to={`/shop-${a.siteId}`} className={shared.link}>
            {m['shop.apply.enterShop']()}
          </Link>
          {/* The console is its own app: a full page load. */}
          <a href="/console/login" className={shared.link}>
            {m['shop.apply.shopLogin']()}
          </a>
        </div>
      )}
      {a.status === 'refused' && (
        <p role="alert" className={shared.error}>
          {m['shop.apply.refuseReason']()}：{a.refuseReason}
        </p>
      )}
      <DescriptionList
        rows={[
          [m['shop.apply.company'](), a.companyName],
          [m['shop.apply.shopName'](), a.shopName],
          [m['shop.apply.contact'](), `${a.contactName} ${a.mobile}`],
          [m['shop.apply.categories']({ max: a.categoryNames.length }), a.categoryNames.join('、')],
          [m['shop.apply.tagLevel'](), a.tagLevelName],
          [m['shop.apply.appliedAt'](), formatDateTime(a.createTime)],
        ]}
      />
    </div>
  );
}
