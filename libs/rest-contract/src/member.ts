import { z } from 'zod';
import { PHONE_PATTERN } from './rules';
import { goodsTagFields } from './goods';

export const phone = z.string().trim().regex(PHONE_PATTERN, '手机号格式不正确');

export const loginRequest = z.object({
  username: z.string().trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string().min(1, '请输入密码').max(128, '密码过长'),
  /** The image captcha: required only when /api/login/login_captcha says so; checked whenever sent. */
  captcha_id: z.string().max(64, '请刷新验证码').default(''),
  captcha_code: z.string().trim().max(8, '验证码不正确').default(''),
  /** Auto-login duration in days (0 = session only); capped by the 365-day cookie lifetime. */
  auto_login: z.coerce.number().int().min(0).max(365).default(0),
});
export const loginResult = z.object({
  token: z.string(),
  /** Unix seconds; 0 when the session ends with the browser. */
  expire_time: z.number().int(),
  auto_login: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** username (optional): the account about to log in, whose failed attempts count too. */
export const loginCaptchaRequest = z.object({ username: z.string().trim().max(64, '账号过长').default('') });
/** pc_login: whether the password login needs the image captcha now (always, or after failed attempts from the address or on the account). */
export const loginCaptchaConfig = z.object({ pc_login: z.boolean() });

/** Who the member is: the first fields of /api/member/info and of the member centre's detail. */
export const memberIdentityFields = {
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  mobile: z.string(),
};
export const memberInfo = z.object({
  ...memberIdentityFields,
  member_level_name: z.string(),
  balance: z.string(),
  point: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const cartItem = z.object({
  cart_id: z.number().int(),
  sku_id: z.number().int(),
  /** The line's goods (its running promotion is looked up by it); absent from an older mall-api. */
  goods_id: z.number().int().optional(),
  sku_name: z.string(),
  sku_image: z.string(),
  discount_price: z.string(),
  num: z.number().int(),
  stock: z.number().int(),
  ...goodsTagFields,
  site_id: z.number().int(),
  site_name: z.string(),
  /** The line cannot be bought now: the goods is off the shelf or out of stock. */
  is_invalid: z.boolean().default(false),
  /** Why, in Chinese ('' when valid): 商品已下架 / 商品已售罄. */
  invalid_reason: z.string().default(''),
});
export type CartItem = z.infer<typeof cartItem>;
