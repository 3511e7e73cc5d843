import { z } from 'zod';

/** A link stored as JSON text `{"url": "..."}` (SPEC §3 nav_url, adv_url). */
export const jsonLink = z.string().max(2000);

export const defaultImages = z.object({
  goods: z.string(),
  head: z.string(),
  shop: z.string(),
  city: z.string(),
  supply: z.string(),
  store: z.string(),
  category: z.string(),
  brand: z.string(),
});
export type DefaultImages = z.infer<typeof defaultImages>;

export const siteInfo = z.object({
  site_id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  keywords: z.string(),
  logo: z.string(),
  /** false closes the storefront: every route goes to /closed (SPEC §4). */
  web_status: z.boolean(),
  web_phone1: z.string(),
  web_qrcode: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const copyright = z.object({
  icp: z.string(),
  address: z.string(),
  business_license: z.string(),
  report: z.string(),
  market_supervision_url: z.string(),
  copyright_title: z.string(),
  copyright_link: z.string(),
  copyright_desc: z.string(),
  gov_record: z.string(),
  gov_url: z.string(),
});
export type Copyright = z.infer<typeof copyright>;

export const advPosition = z.object({
  ap_id: z.number().int(),
  ap_name: z.string(),
  keyword: z.string(),
  /** 1 enabled, 0 disabled: a disabled position shows nothing (SPEC §4 top banner). */
  is_state: z.number().int(),
  ap_width: z.number().int(),
  ap_height: z.number().int(),
  background: z.string(),
});
export const adv = z.object({
  adv_id: z.number().int(),
  adv_title: z.string(),
  adv_image: z.string(),
  adv_url: jsonLink,
  background: z.string(),
});
export const advDetailRequest = z.object({ keyword: z.string().trim().min(1, '广告位关键字不能为空').max(64) });
export const advDetail = z.object({ adv_position: advPosition.nullable(), adv_list: z.array(adv) });
export type Adv = z.infer<typeof adv>;
export type AdvPosition = z.infer<typeof advPosition>;
export type AdvDetail = z.infer<typeof advDetail>;

export const navItem = z.object({
  id: z.number().int(),
  nav_title: z.string(),
  nav_url: jsonLink,
  is_blank: z.number().int(),
  sort: z.number().int(),
});
export type NavItem = z.infer<typeof navItem>;

export const friendlyLink = z.object({
  id: z.number().int(),
  link_title: z.string(),
  link_pic: z.string(),
  link_url: z.string(),
  is_blank: z.number().int(),
  sort: z.number().int(),
});
export type FriendlyLink = z.infer<typeof friendlyLink>;

export const servicerConfig = z.object({
  /** Whether the shop chat is offered on the PC site. */
  open: z.boolean(),
  type: z.enum(['self', 'third']),
  hotline: z.string(),
  third_url: z.string(),
});
export type ServicerConfig = z.infer<typeof servicerConfig>;

export const captcha = z.object({ id: z.string(), img: z.string() });
export type Captcha = z.infer<typeof captcha>;
export const captchaRequest = z.object({ captcha_id: z.string().max(64).optional() });
/** A proof-of-work check (altcha) for an issued image captcha: solving it reveals that captcha's code. */
export const captchaPowRequest = z.object({
  captcha_id: z.string({ error: '请刷新图形验证码' }).min(1, { error: '请刷新图形验证码' }).max(64),
});
/** The altcha challenge as JSON (the widget's `challenge`). */
export const captchaPow = z.object({ challenge: z.string() });
export const captchaPowSolveRequest = z.object({
  captcha_id: z.string({ error: '请刷新图形验证码' }).min(1, { error: '请刷新图形验证码' }).max(64),
  payload: z.string({ error: '验证未完成，请重试' }).min(1, { error: '验证未完成，请重试' }).max(4096, { error: '验证未完成，请重试' }),
});
/** The captcha's code, to send with captcha_id as if it had been read from the image. */
export const captchaPowSolved = z.object({ code: z.string() });

export const floatLayer = z.object({
  is_show: z.boolean(),
  title: z.string(),
  img_url: z.string(),
  url: jsonLink,
  /** How many times a visitor may see it. */
  number: z.number().int(),
});
export type FloatLayer = z.infer<typeof floatLayer>;

