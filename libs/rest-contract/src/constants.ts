// Business constants of SPEC §9, defined once and imported everywhere (ARCHITECTURE §7).
export const ASSET_BASE_PATH = '/web/';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const SEARCH_KEYWORD_MAX = 50;
export const TOP_AD_CLOSE_LIMIT = 3;
export const VOUCHER_REMINDER_RESET_MS = 4 * 60 * 60 * 1000;
export const TICKER_INTERVAL_MS = 2000;
export const TICKER_ANIMATION_MS = 500;
export const CAROUSEL_STEP_PX = 234;
export const CAROUSEL_WINDOW = 4;
export const BRANCH_CAROUSEL_NAMES = 10;
export const BRANCH_CAROUSEL_GOODS = 4;
export const FOOTER_HELP_CLASSES = 5;
export const FOOTER_HELP_ENTRIES = 3;
export const CART_DROPDOWN_SCROLL_AFTER = 5;
export const BACK_TO_TOP_AFTER_PX = 300;
export const CATEGORY_TREE_DEPTH = 3;
export const CHAT_MESSAGE_MAX = 150;
export const CHAT_SESSION_PAGE_SIZE = 30;
export const CHAT_HISTORY_PAGE_SIZE = 4;
export const COOKIE_LIFETIME_DAYS = 365;
export const RANKING_TOTAL_UNIT = 10_000;
export const PREVIEW_IMAGE_SIZE = 'mid';
export const LANGUAGES = ['zh-cn', 'en-us'] as const;
export const DEFAULT_LANGUAGE = 'zh-cn';
export const BUILD_VERSION = '1.0.4';

/** Ad position keywords (SPEC §7 adv/detail). */
export const ADV_KEYWORD = {
  topBanner: 'NS_PC_INDEX_TOP',
  homeCarousel: 'NS_PC_INDEX',
} as const;

/** The phone rule of SPEC §5: 11 digits, starting with 1, second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
