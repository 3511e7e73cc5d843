// Limits of units and vouchers that the browser's forms read too: no zod here, so the
// browser imports `@mall/rest-contract/org-limits` without the schemas.

/** Member import limits: the file's size and its data rows. */
export const ORG_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const ORG_IMPORT_MAX_ROWS = 5000;
/** A member's real name in a unit: 2–20 characters. */
export const ORG_REAL_NAME_MIN = 2;
export const ORG_REAL_NAME_MAX = 20;
/** Largest voucher purchase (yuan), face value (yuan), vouchers per member, validity (days). */
export const VOUCHER_ORDER_MAX_YUAN = 1_000_000;
export const VOUCHER_FACE_MAX_YUAN = 10_000;
export const VOUCHER_COUNT_MAX = 20;
export const VOUCHER_VALID_DAYS_MAX = 366;
