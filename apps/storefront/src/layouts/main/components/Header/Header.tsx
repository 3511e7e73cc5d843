import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CartDropdownItem } from '@mall/cart';
import { SmartLink } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Img, type CategoryLinkProps, type CategoryNode } from '@mall/ui';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { AccessTools } from '../../../AccessTools';
import { SearchBox } from '../SearchBox/SearchBox';
import * as styles from './Header.css';

// Shown on hover or focus only: their code is fetched then, not on every first load.
const CartDropdown = lazy(() => import('@mall/cart/cart-dropdown').then((module) => ({ default: module.CartDropdown })));
const CategoryTree = lazy(() => import('@mall/ui/category-tree').then((module) => ({ default: module.CategoryTree })));

export interface HeaderCategory {
  id: number;
  name: string;
  level: number;
  image?: string;
  children?: HeaderCategory[];
}

export interface HeaderProps {
  siteTitle: string;
  logo: string;
  member: { nickname: string; username: string } | null;
  onLogout: () => void;
  onSearch: (path: string) => void;
  defaultSearchWord?: string;
  hotWords?: string[];
  categories: HeaderCategory[];
  /** False on a sub-site with website_type > 1 (SPEC §4): the category panel is not shown. */
  showCategoryNav: boolean;
  /** False in the layouts whose page brings its own navigation (shop, support, region, no-navigation): no category panel or navigation bar. */
  showNavBar?: boolean;
  /** The current branch site with 切换城市 and 返回全国站 (SPEC §2 /change_city, §4 back_index). */
  siteSwitch?: ReactNode;
  navList: { id: number; title: string; url: string; isBlank: boolean }[];
  cart: { count: number; total: number; items: CartDropdownItem[] };
  /** Opens the category panel initially (stories). */
  defaultCategoryOpen?: boolean;
}

/** GraphQL categories (camelCase) → the design system's CategoryNode (API shape). */
export function toCategoryNodes(list: HeaderCategory[]): CategoryNode[] {
  return list.map((c) => ({
    category_id: c.id,
    category_name: c.name,
    level: c.level,
    image: c.image ?? '',
    child_list: c.children ? toCategoryNodes(c.children) : [],
  }));
}

const routerLink = ({ href, className, children, category: _c, ...rest }: CategoryLinkProps) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);

/**
 * The main layout's header: welcome / login bar, logo, search, cart entry with the mini cart on
 * hover, the category panel (opens on hover) and the navigation bar.
 *
 * The main layout header. Props: `siteTitle`, `logo`, `member` (null for a visitor), `onLogout`,
 * `onSearch(path)`, `defaultSearchWord`, `hotWords`, `categories` (3-level tree), `showCategoryNav` (false on
 * a sub-site with website_type > 1), `navList` (is_blank → new tab with rel=noopener), `cart` {count, total,
 * items}. The category panel (CategoryTree) opens on hover; the mini cart (CartDropdown) on hovering the cart
 * entry. States: visitor, member, sub-site without categories, empty cart, 8-item cart.
 */
export function Header(props: HeaderProps) {
  const { member, cart } = props;
  const [categoryOpen, setCategoryOpen] = useState(props.defaultCategoryOpen ?? false);
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <header>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <span>
            {m['site.welcome']({ site: props.siteTitle })} {props.siteSwitch}
          </span>
          <span className={styles.topLinks}>
            {member ? (
              <>
                <Link to="/member/index" data-testid="member-name">
                  {member.nickname || member.username}
                </Link>
                <button type="button" className={styles.linkButton} onClick={props.onLogout}>
                  {m['site.logout']()}
                </button>
              </>
            ) : (
              <>
                <Link to="/login">{m['site.pleaseLogin']()}</Link>
                <Link to="/register">{m['site.freeRegister']()}</Link>
              </>
            )}
            <Link to="/member/order_list">{m['site.myOrders']()}</Link>
            <Link to="/member/index">{m['site.memberCenter']()}</Link>
            {/* The console is its own app: a full page load, not a storefront route. */}
            <a href="/console/login" data-testid="shop-entry">
              {m['site.shopEntry']()}
            </a>
            <Link to="/shop/apply" data-testid="shop-apply">
              {m['site.shopApply']()}
            </Link>
            <LanguageSwitch />
            <AccessTools />
          </span>
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.inner}>
          <Link to="/" className={styles.logo} aria-label={props.siteTitle}>
            <Img
              src={props.logo}
              alt={props.siteTitle}
              eager
              fit="contain"
              width={240}
              height={80}
              className={styles.logoImg}
            />
          </Link>
          <div className={styles.search}>
            <SearchBox
              defaultWord={props.defaultSearchWord}
              hotWords={props.hotWords}
              onSearch={props.onSearch}
            />
          </div>
          <div
            className={styles.cartEntry}
            onMouseEnter={() => setCartOpen(true)}
            onMouseLeave={() => setCartOpen(false)}
            onFocus={() => setCartOpen(true)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setCartOpen(false);
            }}
          >
            <Link to="/cart" className={styles.cartButton} aria-haspopup="true" aria-expanded={cartOpen}>
              {m['cart.title']()}
              <span className={styles.count} data-testid="cart-count">
                {cart.count}
              </span>
            </Link>
            {cartOpen && (
              <div className={styles.dropdown}>
                <Suspense fallback={null}>
                  <CartDropdown items={cart.items} total={cart.total} />
                </Suspense>
              </div>
            )}
          </div>
        </div>
      </div>
      {props.showNavBar !== false && (
        <div className={styles.navBar}>
          <div className={styles.inner}>
            {props.showCategoryNav && (
              <div
                className={styles.categoryEntry}
                data-testid="category-entry"
                onMouseEnter={() => setCategoryOpen(true)}
                onMouseLeave={() => setCategoryOpen(props.defaultCategoryOpen ?? false)}
              >
                <button
                  type="button"
                  className={styles.categoryButton}
                  aria-expanded={categoryOpen}
                  onClick={() => setCategoryOpen((o) => !o)}
                >
                  {m['site.allCategories']()}
                </button>
                {categoryOpen && (
                  <div className={styles.categoryPanel} data-testid="category-panel">
                    <Suspense fallback={null}>
                      <CategoryTree categories={toCategoryNodes(props.categories)} renderLink={routerLink} />
                    </Suspense>
                  </div>
                )}
              </div>
            )}
            <nav className={styles.nav} aria-label={m['site.nav']()}>
              {props.navList.map((n) => (
                <SmartLink key={n.id} to={n.url} blank={n.isBlank} className={styles.navLink}>
                  {n.title}
                </SmartLink>
              ))}
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}
