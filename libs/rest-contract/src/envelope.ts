import { z } from 'zod';

/**
 * Every REST answer is `{ code, message, data }`. Success is code 0; every failure is negative
 * (ARCHITECTURE §5), so `code >= 0` checks of SPEC §7 hold too.
 */
export const ErrorCode = {
  SUCCESS: 0,
  /** The body failed its schema. */
  INVALID_INPUT: -1,
  /** A business rule refused the request (wrong captcha, wrong password, ...). */
  BUSINESS: -2,
  NOT_FOUND: -4,
  /** Too many attempts; try again later. */
  RATE_LIMITED: -5,
  /** The site is closed for maintenance (web_status false). */
  SITE_CLOSED: -6,
  /** Missing, expired or revoked token (SPEC §8 TOKEN_ERROR). */
  TOKEN_ERROR: -10010,
  INTERNAL: -500,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface RestResponse<T> {
  code: number;
  message: string;
  data: T;
  timestamp: number;
}

/** The common body of SPEC §7, sent with every call. */
export const commonBody = z.object({
  app_type: z.string().max(32).default('pc'),
  app_type_name: z.string().max(32).default('电脑端'),
  equipment_platform_type: z.string().max(32).optional(),
  token: z.string().max(256).optional(),
  website_id: z.coerce.number().int().nonnegative().optional(),
  website_type: z.coerce.number().int().nonnegative().optional(),
  source_type: z.coerce.number().int().nonnegative().optional(),
  is_webp: z.coerce.number().int().min(0).max(1).optional(),
});
export type CommonBody = z.input<typeof commonBody>;

/** Formats zod issues as one Chinese sentence for `message`. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.join('.') || '请求';
    return `${field}：${issue.message}`;
  });
  return `参数错误：${parts.join('；')}`;
}
