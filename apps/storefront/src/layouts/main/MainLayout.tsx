import { memo, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
// Static: the site switch is in every main-layout page's first paint (see the header below); only it
// and its cookie helper come into the entry, @mall/region/home stays lazy (homeBlocks.ts).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { StoredSiteSwitch } from '@mall/region';
import { useLayout, useSession } from '@mall/page-kit';
import { MAIN_CONTENT_ID, useCareMode } from '@mall/ui';
import { ChatConfigProvider } from '@mall/chat';
import { hidesCategoryNav } from '../../cookies';
import { branchSiteAtom } from '../../state';
import { useLogout } from '../../session';
import { TopBanner } from './components/TopBanner/TopBanner';
import { Header } from './components/Header/Header';
import { SideBar, pickHotline, type SideBarProps } from './components/SideBar/SideBar';
import { useMobileSiteQrcode } from './components/SideBar/useMobileSiteQrcode';
import { Footer, type FooterProps } from './components/Footer/Footer';
import * as styles from './MainLayout.css';

const EMPTY_CART = { count: 0, total: 0, items: [] };

// The page, the side bar and the footer each in a Suspense boundary of their own: after a server
// render React hydrates the frame first and each boundary afterwards in short slices (a click
// inside one hydrates it at once), instead of the whole page in one long task. Nothing in them
// suspends, so the HTML and a client render are the same as without them. Each is memo: a boundary
// not yet hydrated that is rendered again with new props (the header's session, the stored site)
// is hydrated at once, in one task, which is what the boundary is there to avoid.
const PagePart = memo(function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});
const SideBarPart = memo(function SideBarPart(props: SideBarProps) {
  return (
    <Suspense fallback={null}>
      <SideBar {...props} />
    </Suspense>
  );
});
const FooterPart = memo(function FooterPart(props: FooterProps) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
});

/**
 * Which frame a layout draws around its page: `main` is SPEC §2's main layout (top ad banner, header
 * with the category panel and navigation bar); the shop, support, region and no-navigation layouts
 * keep every other part a shopper expects on each page (top bar with login state and 商家登录, logo,
 * search, cart entry, side bar, footer) and leave the category panel and navigation bar to the page's
 * own header (shop header, region header).
 */
export type SiteFrameKind = 'main' | 'noNav' | 'shop' | 'support' | 'region';

export interface MainLayoutProps {
  children: ReactNode;
  kind?: SiteFrameKind;
  /** White background (the region home, SPEC §2). */
  white?: boolean;
}

/** Main layout (SPEC §2): top ad banner, header with categories and nav, side bar, footer. */
export function MainLayout({ children, kind = 'main', white = false }: MainLayoutProps) {
  const shell = useLayout();
  // Until the session is known (a public page rendered without it), the header shows a visitor's.
  const session = useSession();
  const navigate = useNavigate();
  const branch = useAtomValue(branchSiteAtom);
  const logout = useLogout();
  // Care mode: no advert banner above the header.
  const care = useCareMode();
  const qrcode = useMobileSiteQrcode(branch?.websiteId ?? null, shell?.site.webQrcode ?? '');
  if (!shell)
    return (
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        {children}
      </main>
    );
  const { site } = shell;
  return (
    // Every 联系客服 on the page (side bar, goods, shop, orders) follows the site's customer-service setting.
    <ChatConfigProvider config={site.servicer}>
      <div className={`${styles.page} ${white ? styles.white : ''}`} data-layout={kind}>
        {/* React hoists it into <head>: the site's logo as the tab icon, so the browser asks for no
          /favicon.ico (a 404 in the console, which Lighthouse's best practices count). */}
        {site.logo ? <link rel="icon" href={site.logo} /> : null}
        {!care && kind === 'main' && <TopBanner position={shell.adv} />}
        {/* Its own boundary too: the root's hydration is then only the frame, and the header (the
            category panel's whole tree) is hydrated in slices right after it. */}
        <Suspense fallback={null}>
          <Header
            siteTitle={site.title}
            logo={site.logo}
            member={session?.member ?? null}
            onLogout={logout}
            onSearch={(path) => navigate(path)}
            defaultSearchWord={shell.defaultSearchWord}
            hotWords={shell.hotSearchWords}
            categories={shell.categoryTree}
            showCategoryNav={kind === 'main' && !hidesCategoryNav(branch)}
            showNavBar={kind === 'main'}
            siteSwitch={
              // The header's site switch (current branch site, 切换城市, 返回全国站) is in the first paint:
              // not lazy, so the server's HTML has it with its styles (a lazy one came later, unstyled
              // until its chunk's CSS arrived, and moved the top bar's text: a layout shift on every page).
              // The stored branch site is read from the request's cookies on the server and from
              // document.cookie in the browser, so both render the same title; its own boundary keeps a
              // mismatch (cookies changed in between) to this part.
              <Suspense fallback={null}>
                <StoredSiteSwitch storedSiteId={branch?.websiteId ?? null} />
              </Suspense>
            }
            navList={shell.navList}
            cart={session?.cart ?? EMPTY_CART}
          />
        </Suspense>
        <main id={MAIN_CONTENT_ID} className={styles.main}>
          <PagePart>{children}</PagePart>
        </main>
        <SideBarPart
          cartCount={session?.cart.count ?? 0}
          hotline={pickHotline(site.servicer.hotline, site.webPhone)}
          qrcode={qrcode}
        />
        <FooterPart
          helpClasses={shell.helpClasses}
          friendlyLinks={shell.friendlyLinks}
          siteTitle={site.title}
          siteDesc={site.desc}
          copyright={site.copyright}
        />
      </div>
    </ChatConfigProvider>
  );
}
