// The platform's settings (mall-api src/modules/admin-settings/): site info (SPEC §3), copyright info,
// default images, customer service (SPEC §7 config/servicer) and the site switch (web_status: closed
// sends every storefront route to /closed, SPEC §4). The storefront reads them through the gateway's
// public cache, so a change shows within that cache's time for the call (the settings page says which).
import { z } from 'zod';
import { emptyRequest } from '../endpoint';
import { PHONE_PATTERN } from '../rules';
import { copyright, defaultImages, servicerConfig, siteInfo } from '../site';
import { isSafeUrl } from '../url';
import { consoleCall } from './call';

const text = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => [...s].length >= min, { error: `请填写${label}` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** A link or image address: http(s) or a path of this site (never javascript: and the like). */
const link = (label: string, max = 255) =>
  text(label, max).refine((s) => s === '' || (isSafeUrl(s) && !/\s/.test(s)), { error: `${label}必须是 http(s) 地址或本站路径` });

/** A customer-service phone: a mobile (SPEC §5 rule) or a landline / 400 number. */
const servicePhone = text('客服电话', 20).refine((s) => s === '' || PHONE_PATTERN.test(s) || /^(?:0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/.test(s), {
  error: '客服电话须为手机号、座机（如 0731-88888888）或 400 电话',
});

export const siteInfoUpdate = z.object({
  title: text('站点名称', 64, 1),
  desc: text('站点描述', 255),
  keywords: text('关键词', 255),
  logo: link('站点 Logo'),
  web_phone1: servicePhone,
  web_qrcode: link('手机端二维码'),
});
export const copyrightUpdate = z.object({
  icp: text('ICP 备案号', 64),
  address: text('联系地址', 128),
  business_license: link('营业执照'),
  report: text('举报电话或邮箱', 64),
  market_supervision_url: link('市场监管链接'),
  copyright_title: text('版权标题', 64),
  copyright_link: link('版权链接'),
  copyright_desc: text('版权说明', 255),
  gov_record: text('公安备案号', 64),
  gov_url: link('公安备案链接'),
});
const defaultImage = (label: string) => link(label).refine((s) => s !== '', { error: `请上传${label}` });
export const defaultImagesUpdate = z.object({
  goods: defaultImage('商品默认图'),
  head: defaultImage('默认头像'),
  shop: defaultImage('店铺默认图'),
  city: defaultImage('城市分站默认图'),
  supply: defaultImage('供应商默认图'),
  store: defaultImage('门店默认图'),
  category: defaultImage('分类默认图'),
  brand: defaultImage('品牌默认图'),
});
export const servicerUpdate = z
  .object({
    open: z.boolean({ error: '请选择是否开启客服' }),
    type: z.enum(['self', 'third'], { error: '请选择内置客服或第三方客服' }),
    hotline: servicePhone,
    third_url: link('第三方客服地址', 500),
  })
  .superRefine((v, ctx) => {
    if (v.open && v.type === 'third' && !/^https?:\/\//.test(v.third_url)) ctx.addIssue({ code: 'custom', path: ['third_url'], message: '第三方客服须填写 http(s) 地址' });
  });
export const webStatusUpdate = z.object({ web_status: z.boolean({ error: '请选择开启或关闭站点' }) });

export const consoleSettings = z.object({
  site_info: siteInfo,
  copyright,
  default_images: defaultImages,
  servicer: servicerConfig,
  update_time: z.number().int(),
});
export type ConsoleSettings = z.output<typeof consoleSettings>;
export type SettingsSection = 'site_info' | 'copyright' | 'default_images' | 'servicer';

export const settingsEndpoints = {
  '/admin/api/settings/get': consoleCall({ permission: 'settings.manage', kind: 'read', summary: '站点设置：读取', request: emptyRequest, response: consoleSettings }),
  '/admin/api/settings/site-info': consoleCall({ permission: 'settings.manage', kind: 'write', summary: '站点信息：标题、描述、关键词、Logo、客服电话、二维码', request: siteInfoUpdate, response: consoleSettings }),
  '/admin/api/settings/copyright': consoleCall({ permission: 'settings.manage', kind: 'write', summary: '版权信息', request: copyrightUpdate, response: consoleSettings }),
  '/admin/api/settings/default-images': consoleCall({ permission: 'settings.manage', kind: 'write', summary: '默认图片', request: defaultImagesUpdate, response: consoleSettings }),
  '/admin/api/settings/servicer': consoleCall({ permission: 'settings.manage', kind: 'write', summary: '客服设置：开关、内置或第三方', request: servicerUpdate, response: consoleSettings }),
  '/admin/api/settings/web-status': consoleCall({ permission: 'settings.manage', kind: 'write', summary: '站点开关：关闭后前台所有页面转到 /closed', request: webStatusUpdate, response: consoleSettings }),
} as const;
