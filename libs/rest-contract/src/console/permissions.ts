// The console's permissions as data (ARCHITECTURE §4): the actions a console call may require, the
// roles, and which role may do which action. mall-api seeds its role tables from ROLE_ACTIONS and
// checks the stored table on every console call; the console app reads the same table only to hide
// what the actor may not open. zod-free, so browser code may import it
// (`@mall/rest-contract/console-permissions`).

/** Every action a console call can require. A call names exactly one. */
export const CONSOLE_ACTIONS = [
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
  'content.manage',
  'promotion.manage',
  'site.manage',
  'chat.oversee',
  'members.read',
  'members.manage',
  'units.read',
  'settings.manage',
  'export.run',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** Platform roles (shopId null) run the mall; shop roles are staff of one shop (shopId set). */
export const PLATFORM_ROLES = ['super_admin', 'operator', 'finance', 'service_lead'] as const;
export const SHOP_ROLES = ['shop_owner', 'shop_clerk', 'shop_service', 'shop_verifier'] as const;
export const CONSOLE_ROLES = [...PLATFORM_ROLES, ...SHOP_ROLES] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export type ShopRole = (typeof SHOP_ROLES)[number];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface RoleDefinition {
  /** The name shown to people (zh-cn); the console's i18n has the same names under `console.role.*`. */
  name: string;
  scope: 'platform' | 'shop';
  /** Platform accounts must sign in with TOTP; shop accounts may. */
  totpRequired: boolean;
  actions: readonly ConsoleAction[];
}

/**
 * Role → allowed actions, the seed of mall-api's `console_role_action` table. super_admin holds every
 * action. Shop roles are defined for the shops' console; their actions arrive with its pages.
 */
export const ROLE_DEFINITIONS: Record<ConsoleRole, RoleDefinition> = {
  super_admin: { name: '超级管理员', scope: 'platform', totpRequired: true, actions: CONSOLE_ACTIONS },
  operator: {
    name: '运营',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'content.manage', 'promotion.manage', 'site.manage', 'review.shop', 'review.goods'],
  },
  finance: {
    name: '财务',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'review.payment', 'review.refund', 'review.invoice', 'members.read', 'units.read', 'export.run'],
  },
  service_lead: {
    name: '客服主管',
    scope: 'platform',
    totpRequired: true,
    actions: ['dashboard.read', 'review.complaint', 'chat.oversee', 'members.read'],
  },
  shop_owner: { name: '店主', scope: 'shop', totpRequired: false, actions: [] },
  shop_clerk: { name: '店员', scope: 'shop', totpRequired: false, actions: [] },
  shop_service: { name: '客服', scope: 'shop', totpRequired: false, actions: [] },
  shop_verifier: { name: '核销员', scope: 'shop', totpRequired: false, actions: [] },
};

export const isConsoleRole = (value: string): value is ConsoleRole => (CONSOLE_ROLES as readonly string[]).includes(value);
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
