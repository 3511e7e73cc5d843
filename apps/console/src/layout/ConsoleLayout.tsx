// The console's frame: the top bar (site name, account, role, logout, logout everywhere) and the side
// menu of the pages the actor's role may open, grouped by area.
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { m, type Message } from '@mall/i18n';
import { Button, Inline, MAIN_CONTENT_ID, SkipLink } from '@mall/ui';
import { useRouteFocus } from '@mall/page-kit';
import {
  consoleRequest,
  ConsoleLogoutDocument,
  ConsoleLogoutEverywhereDocument,
  pageFitsActor,
  PLATFORM_MENU_GROUPS,
  SHOP_MENU_GROUPS,
  type MenuGroup,
} from '@mall/console-kit';
import { consolePages } from '../pages';
import { actorAtom, consoleStore, setActor } from '../session';
import * as css from './ConsoleLayout.css';

/** Each side-menu group's heading (a new group is a type error until it has one). */
const GROUP_LABEL: Record<MenuGroup, Message> = {
  dashboard: m['console.menu.dashboard'],
  review: m['console.menu.review'],
  orders: m['console.menu.orders'],
  content: m['console.menu.content'],
  campaigns: m['console.menu.campaigns'],
  members: m['console.menu.members'],
  settings: m['console.menu.settings'],
  system: m['console.menu.system'],
  shopHome: m['console.menu.shopHome'],
  shopService: m['console.menu.shopService'],
  shopGoods: m['console.menu.shopGoods'],
  shopOrders: m['console.menu.shopOrders'],
  shopVerify: m['console.menu.shopVerify'],
  shopAfterSale: m['console.menu.shopAfterSale'],
  shopManage: m['console.menu.shopManage'],
  shopStats: m['console.menu.shopStats'],
};

export function ConsoleLayout() {
  const navigate = useNavigate();
  const actor = useAtomValue(actorAtom, { store: consoleStore });
  // After a move between pages focus goes to the new page's heading, as in the storefront.
  useRouteFocus();
  // A shop account sees its shop's menu only; a platform account never sees the shop pages.
  const allowed = consolePages.filter((p) => p.menu && actor && pageFitsActor(p, actor.shopId) && actor.actions.includes(p.permission));
  const groups: readonly MenuGroup[] = actor?.shopId != null ? SHOP_MENU_GROUPS : PLATFORM_MENU_GROUPS;
  const signOut = async (everywhere: boolean) => {
    try {
      if (everywhere) await consoleRequest(ConsoleLogoutEverywhereDocument);
      else await consoleRequest(ConsoleLogoutDocument);
    } finally {
      setActor(null);
      navigate('/console/login');
    }
  };
  return (
    <div className={css.frame}>
      <SkipLink />
      <header className={css.top}>
        <strong>{m['console.appName']()}</strong>
        {actor && (
          <Inline space="md">
            <span>
              {actor.realName || actor.username}（{actor.username}）
            </span>
            <span>{m['console.top.role']({ role: actor.roleName })}</span>
            <Button variant="text" onClick={() => void signOut(false)}>
              {m['console.top.logout']()}
            </Button>
            <Button variant="text" onClick={() => void signOut(true)}>
              {m['console.top.logoutEverywhere']()}
            </Button>
          </Inline>
        )}
      </header>
      <nav className={css.menu} aria-label={m['console.appName']()}>
        {groups.map((group) => {
          const pages = allowed.filter((p) => p.menu?.group === group).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
          if (pages.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`menu-${group}`}>
              <h2 id={`menu-${group}`} className={css.group}>
                {GROUP_LABEL[group]()}
              </h2>
              {pages.map((p) => (
                <NavLink key={p.path} to={`/console/${p.path}`} className={css.link}>
                  {p.menu!.label()}
                </NavLink>
              ))}
            </section>
          );
        })}
      </nav>
      <main id={MAIN_CONTENT_ID} className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
