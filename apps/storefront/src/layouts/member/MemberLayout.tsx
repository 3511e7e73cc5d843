import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChatHost } from '@mall/chat';
import { m, routeTitle } from '@mall/i18n';
import { useLayout, useSession } from '@mall/page-kit';
import { Button, MAIN_CONTENT_ID } from '@mall/ui';
import { AccessTools } from '../AccessTools';
import { useLogout } from '../../session';
import { matchEntry } from '../../routes/table';
import { activeMenuPath, memberMenu } from './memberMenu';
import * as frames from '../frames.css';
import * as styles from './MemberLayout.css';

/**
 * The member layout (SPEC §2): a top bar with the site link and 会员中心, and the side menu grouped
 * 交易管理 / 账户管理 / 资产中心 / 服务中心. A profile change (nickname, avatar)
 * shows here through the session refresh.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const member = useSession()?.member;
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname);
  const logout = useLogout();

  return (
    <div className={frames.page} data-layout="member">
      <div className={frames.bar}>
        <div className={frames.barInner}>
          <Link to="/">{layout?.site.title ?? m['title.home']()}</Link>
          <Link to="/member/index" className={styles.centre}>
            {m['title.memberIndex']()}
          </Link>
          {member && <span className={styles.who}>{member.nickname || member.username}</span>}
          {member && (
            <Button variant="text" size="sm" onClick={logout} data-testid="member-logout">
              {m['site.logout']()}
            </Button>
          )}
          <AccessTools />
        </div>
      </div>
      <div className={`${frames.content} ${styles.body}`}>
        <nav className={styles.menu} aria-label={m['member.menu']()}>
          <Link
            to="/member/index"
            className={styles.home}
            aria-current={active === '/member/index' ? 'page' : undefined}
          >
            {m['title.memberIndex']()}
          </Link>
          {memberMenu.map((group) => (
            <section key={group.paths[0]} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title()}</h2>
              <ul className={styles.list}>
                {group.paths.map((path) => (
                  <li key={path}>
                    <Link
                      to={path}
                      className={styles.link}
                      aria-current={active === path ? 'page' : undefined}
                    >
                      {routeTitle(matchEntry(path).entry.titleKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id={MAIN_CONTENT_ID} className={styles.main}>
          {children}
        </main>
      </div>
      {/* 联系客服 of the orders opens the chat: its host loads the dialog on the first open. */}
      <ChatHost />
    </div>
  );
}
