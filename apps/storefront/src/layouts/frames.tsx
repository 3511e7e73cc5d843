import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChatHost } from '@mall/chat';
import { useT, type PageTitleKey } from '@mall/i18n';
import { useLayout } from '@mall/page-kit';
import * as styles from './frames.css';

/**
 * The light layouts (no-nav, shop, support, region): a bar with the site's name and the layout's one
 * link instead of the main header and category navigation; and the bare frame of /closed.
 */
function Bar({ children }: { children?: ReactNode }) {
  const t = useT();
  const shell = useLayout();
  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <Link to="/">{shell?.site.title ?? t('title.home')}</Link>
        {children}
      </div>
    </div>
  );
}

export function NoNavLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-layout="noNav">
      <div className={styles.content}>{children}</div>
    </div>
  );
}

function framed(kind: string, links: [string, PageTitleKey][], white = false) {
  return function Frame({ children }: { children: ReactNode }) {
    const t = useT();
    return (
      <div className={`${styles.page} ${white ? styles.white : ''}`} data-layout={kind}>
        <Bar>
          {links.map(([to, key]) => (
            <Link key={to} to={to}>
              {t(`title.${key}`)}
            </Link>
          ))}
        </Bar>
        <div className={styles.content}>{children}</div>
      </div>
    );
  };
}

const ShopFrame = framed('shop', [['/street', 'street']]);
/** The shop pages' 联系客服 (shop header) opens the chat: its host loads the dialog on the first open. */
export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ShopFrame>{children}</ShopFrame>
      <ChatHost />
    </>
  );
}
export const SupportLayout = framed('support', [['/support', 'support']]);
export const RegionLayout = framed('region', [['/region', 'region']], true);

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-layout="bare">
      {children}
    </div>
  );
}
