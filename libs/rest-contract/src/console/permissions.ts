// The console's permissions as data (ARCHITECTURE §4): the actions a console call may require, the
// roles, and which role may do which action. mall-api seeds its role tables from ROLE_ACTIONS and
// checks the stored table on every console call; the console app reads the same table only to hide
// what the actor may not open. zod-free, so browser code may import it
// (`@mall/rest-contract/console-permissions`).

/** The platform's actions: a platform account's calls require one of these. */
export const PLATFORM_ACTIONS = [
  'accounts.manage',
  'audit.read',
  'dashboard.read',
  'review.payment',
  'review.refund',
  'review.complaint',
  'review.invoice',
  'review.certification',
  'review.shop',
  'review.goods',
  'orders.ship',
  'orders.view',
  'content.manage',
  'promotion.read',
  'promotion.manage',
  'site.manage',
  'site.banners',
  'pages.manage',
  'zones.manage',
  'chat.oversee',
  'members.read',
  'members.manage',
  'units.read',
  'settings.manage',
  'export.run',
  'jobs.manage',
] as const;

/**
 * A shop's actions: a call requiring one runs only for a shop account and only on its own shop's rows
 * (mall-api's console/shop-scope.ts checks every id). Named `<area>.<verb>`; `export.run` (shared with
 * the platform) lets a shop account download its own exports.
 */
export const SHOP_ACTIONS = [
  'shop.overview',
  'goods.read',
  'goods.write',
  'orders.read',
  'orders.write',
  'verify.run',
  'aftersale.handle',
  'shop.manage',
  'staff.manage',
  'coupons.manage',
  'stats.read',
  'chat.serve',
  'campaigns.propose',
] as const;

/** Every action a console call can require. A call names exactly one. */
export const CONSOLE_ACTIONS = [...PLATFORM_ACTIONS, ...SHOP_ACTIONS] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];
export type ShopAction = (typeof SHOP_ACTIONS)[number];

/**
 * Platform roles (shopId and siteId null) run the mall; shop roles are staff of one shop (shopId set);
 * site roles are staff of one branch site (siteId set) and touch only that site's rows.
 */
export const PLATFORM_ROLES = ['super_admin', 'operator', 'finance', 'service_lead'] as const;
export const SHOP_ROLES = ['shop_owner', 'shop_clerk', 'shop_service', 'shop_verifier'] as const;
export const SITE_ROLES = ['site_editor'] as const;
export const CONSOLE_ROLES = [...PLATFORM_ROLES, ...SHOP_ROLES, ...SITE_ROLES] as const;
export const ROLE_SCOPES = ['platform', 'shop', 'site'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export type ShopRole = (typeof SHOP_ROLES)[number];
export type SiteRole = (typeof SITE_ROLES)[number];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface RoleDefinition {
  /** The name shown to people (zh-cn); the console's i18n has the same names under `console.role.*`. */
  name: string;
  scope: RoleScope;
  /** Platform accounts must sign in with TOTP; shop accounts may. */
  totpRequired: boolean;
  actions: readonly ConsoleAction[];
}

/**
 * Role → allowed actions, the seed of mall-api's `console_role_action` table. super_admin holds every
 * platform action; shop roles hold shop actions (a platform account never acts as a shop).
 */
export const ROLE_DEFINITIONS: Record<ConsoleRole, RoleDefinition> = {
  super_admin: { name: '超级管理员', scope: 'platform', totpRequired: true, actions: PLATFORM_ACTIONS },
  operator: {
    name: '运营',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'content.manage', 'promotion.read', 'promotion.manage', 'site.manage', 'site.banners', 'pages.manage', 'zones.manage', 'review.shop', 'review.goods'],
  },
  finance: {
    name: '财务',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'review.payment', 'review.refund', 'review.invoice', 'orders.view', 'members.read', 'units.read', 'export.run'],
  },
  service_lead: {
    name: '客服主管',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'review.complaint', 'chat.oversee', 'orders.view', 'members.read', 'promotion.read'],
  },
  shop_owner: { name: '店主', scope: 'shop', totpRequired: false, actions: [...SHOP_ACTIONS, 'export.run'] },
  shop_clerk: {
    name: '店员',
    scope: 'shop',
    totpRequired: false,
    actions: ['shop.overview', 'goods.read', 'goods.write', 'orders.read', 'orders.write', 'verify.run', 'aftersale.handle', 'export.run'],
  },
  shop_service: { name: '客服', scope: 'shop', totpRequired: false, actions: ['shop.overview', 'chat.serve', 'orders.read', 'aftersale.handle'] },
  shop_verifier: { name: '核销员', scope: 'shop', totpRequired: false, actions: ['shop.overview', 'verify.run'] },
  // A county or city site's staff: its own site's banners and recommended goods, nothing else.
  site_editor: { name: '分站编辑', scope: 'site', totpRequired: false, actions: ['site.banners'] },
};

export const isConsoleRole = (value: string): value is ConsoleRole => (CONSOLE_ROLES as readonly string[]).includes(value);
export const isShopAction = (value: string): value is ShopAction => (SHOP_ACTIONS as readonly string[]).includes(value);
export const isConsoleAction = (value: string): value is ConsoleAction => (CONSOLE_ACTIONS as readonly string[]).includes(value);

/** Whether an actor holding these actions may do `action` (the UI's check; mall-api checks its table). */
export const may = (actions: readonly string[], action: ConsoleAction): boolean => actions.includes(action);

/** The console's cookies (storefront-server sets them, Path=/console, SameSite=Strict). */
export const CONSOLE_SESSION_COOKIE = 'mall_console';
/** Readable by the console's own script: its value goes back in CONSOLE_CSRF_HEADER (double submit). */
export const CONSOLE_CSRF_COOKIE = 'mall_console_csrf';
/** Every console request carries it; mall-api compares it with the session's CSRF token. */
export const CONSOLE_CSRF_HEADER = 'x-console-csrf';
export const CONSOLE_BASE_PATH = '/console/';
export const CONSOLE_GRAPHQL_PATH = '/console/graphql';

/** Session lifetimes (ARCHITECTURE §4). */
export const CONSOLE_IDLE_TIMEOUT_MS = 30 * 60_000;
export const CONSOLE_ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
/** Wrong passwords or codes in a row that lock an account, and for how long. */
export const CONSOLE_LOCKOUT_FAILURES = 5;
export const CONSOLE_LOCKOUT_MS = 15 * 60_000;
