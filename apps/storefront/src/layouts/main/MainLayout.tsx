import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
// Static: the site switch is in every main-layout page's first paint (see the header below); only it
// and its cookie helper come into the entry, @mall/region/home stays lazy (homeBlocks.ts).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { StoredSiteSwitch } from '@mall/region';
import { useLayout, useSession } from '@mall/page-kit';
import { hidesCategoryNav } from '../../cookies';
import { branchSiteAtom } from '../../state';
import { useLogout } from '../../session';
import { TopBanner } from './components/TopBanner/TopBanner';
import { Header } from './components/Header/Header';
import { SideBar, pickHotline } from './components/SideBar/SideBar';
import { Footer } from './components/Footer/Footer';
import * as styles from './MainLayout.css';

const EMPTY_CART = { count: 0, total: '0.00', items: [] };

/** Main layout (SPEC §2): top ad banner, header with categories and nav, side bar, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const shell = useLayout();
  // Until the session is known (a public page rendered without it), the header shows a visitor's.
  const session = useSession();
  const navigate = useNavigate();
  const branch = useAtomValue(branchSiteAtom);
  const logout = useLogout();
  if (!shell) return <main className={styles.main}>{children}</main>;
  const { site } = shell;
  return (
    <div className={styles.page}>
      {/* React hoists it into <head>: the site's logo as the tab icon, so the browser asks for no
          /favicon.ico (a 404 in the console, which Lighthouse's best practices count). */}
      {site.logo ? <link rel="icon" href={site.logo} /> : null}
      <TopBanner position={shell.adv} />
      <Header
        siteTitle={site.title}
        logo={site.logo}
        member={session?.member ?? null}
        onLogout={logout}
        onSearch={(path) => navigate(path)}
        defaultSearchWord={shell.defaultSearchWord}
        hotWords={shell.hotSearchWords}
        categories={shell.categoryTree}
        showCategoryNav={!hidesCategoryNav(branch)}
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
      <main className={styles.main}>{children}</main>
      <SideBar cartCount={session?.cart.count ?? 0} hotline={pickHotline(site.servicer.hotline, site.webPhone)} />
      <Footer
        helpClasses={shell.helpClasses}
        friendlyLinks={shell.friendlyLinks}
        siteTitle={site.title}
        siteDesc={site.desc}
        copyright={site.copyright}
      />
    </div>
  );
}
