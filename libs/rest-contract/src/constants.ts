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
/** The ranking board shows 10 rows, the ranking page 50 (the most one call answers). */
export const RANKING_BOARD_SIZE = 10;
export const RANKING_MAX_SIZE = 50;
/** The ranking region filter drills down to level 2 (cities); a deeper level is ignored (SPEC §4). */
export const RANKING_MAX_LEVEL = 2;
export const PREVIEW_IMAGE_SIZE = 'mid';
export const LANGUAGES = ['zh-cn', 'en-us'] as const;
export const DEFAULT_LANGUAGE = 'zh-cn';
export const BUILD_VERSION = '1.0.4';

/** Ad position keywords (SPEC §7 adv/detail). */
export const ADV_KEYWORD = {
  topBanner: 'NS_PC_INDEX_TOP',
  homeCarousel: 'NS_PC_INDEX',
} as const;

// The input rules (phone, password, SMS code, e-mail, taxpayer number, account patterns, lengths)
// are ./rules (`@mall/rest-contract/rules`). This entry imports nothing: the storefront's Vite config
// loads it as it is.

// ── Cart, checkout and after-sales limits, shared by mall-api's zod schemas (order.ts,
// account.ts) and the browser's forms, which check them first with the same numbers.

/** Largest quantity of one sku in one cart line or order line. */
export const CART_NUM_MAX = 9999;
/** Most cart lines one delete or checkout takes. */
export const CART_BATCH_MAX = 100;
/** Delivery address: receiver name and detail lengths. */
export const ADDRESS_NAME_MAX = 32;
export const ADDRESS_DETAIL_MIN = 2;
export const ADDRESS_DETAIL_MAX = 120;
/** Buyer message on an order (买家留言). */
export const BUYER_MESSAGE_MAX = 200;
/** Evaluation and follow-up text. */
export const EVALUATE_CONTENT_MAX = 500;
/** Refund description (退款说明) and the remark of an offline-transfer certificate. */
export const REFUND_REMARK_MAX = 200;
/** What a buyer writes when asking the platform to arbitrate a refused refund, at most. */
export const ARBITRATE_REASON_MAX = 200;
/** 申请开店: the poverty-area certification levels (0 none, 2/3/4 province / city / county, SPEC §1) and the most level-1 categories. */
export const SHOP_TAG_LEVELS = [0, 2, 3, 4] as const;
export const SHOP_APPLY_CATEGORIES_MAX = 5;
export const PAY_REMARK_MAX = 200;
/** Complaint text. */
export const COMPLAIN_CONTENT_MIN = 5;
export const COMPLAIN_CONTENT_MAX = 500;
export const REFUND_REASONS = ['未按约定时间发货', '商品破损/腐烂', '商品与描述不符', '少件/漏发', '质量问题', '不想要了', '其他'] as const;
export const COMPLAIN_REASONS = ['商家拒绝合理退款', '商品质量问题', '商家态度恶劣', '虚假宣传', '其他'] as const;
/** Most images on one evaluation, refund, complaint or certificate, and the size of each. */
export const ORDER_IMAGES_MAX = 6;
export const ORDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** order_key / pay_key: made once per checkout or pay page, so a retry is the same order or payment. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,64}$/;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * A fresh idempotency key (`prefix` + 24 random letters and digits, within IDEMPOTENCY_KEY_PATTERN)
 * for one visit of a checkout or pay page: a double click or a retry after a lost answer sends the
 * same key, so mall-api makes one order or payment.
 */
export function makeIdempotencyKey(prefix = '', random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let key = prefix;
  for (const byte of random(new Uint8Array(24))) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
  return key;
}

/**
 * The image types a file under /upload/ is served as, by its extension: mall-api sets them on its
 * /upload answers, storefront-server keeps only these on the proxied ones (any other type is served
 * as a download, never a page). svg: only the seed writes SVG (an SVG upload is refused); an <img>
 * never runs an SVG's scripts, and the sandbox CSP on /upload stops them should one be opened as a
 * document.
 */
export const UPLOAD_IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Whether a Content-Type header (parameters allowed) is one of UPLOAD_IMAGE_TYPES. */
export function isUploadImageType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.toLowerCase() ?? '';
  return Object.values(UPLOAD_IMAGE_TYPES).includes(mediaType);
}
