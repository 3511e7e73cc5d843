import { useCallback } from 'react';
import { i18n, t, useT, type TranslationKey } from '@mall/i18n';

/**
 * Storefront strings that libs/i18n does not have yet. They are added to the shared i18next
 * instance (zh-cn first), so they fall back and switch language like every other key.
 * TODO: move into libs/i18n resources (owned by the design-system engineer).
 */
const extra = {
  'zh-cn': {
    storefront: {
      beingBuilt: '正在建设中',
      beingBuiltHint: '「{{title}}」页面正在建设中，敬请期待',
      closedHotline: '如有疑问，请拨打服务热线：{{phone}}',
      errorTitle: '页面出错了',
      notices: '公告',
      loginFailed: '登录失败',
      captchaAlt: '图片验证码，点击刷新',
      cartEntry: '我的购物车',
      floatLayerClose: '关闭浮层',
      memberMenu: '会员中心菜单',
    },
  },
  'en-us': {
    storefront: {
      beingBuilt: 'Under construction',
      beingBuiltHint: 'The page "{{title}}" is being built',
      closedHotline: 'Questions? Call our hotline: {{phone}}',
      errorTitle: 'Something went wrong',
      notices: 'Notices',
      loginFailed: 'Login failed',
      captchaAlt: 'Captcha image, click to refresh',
      cartEntry: 'My cart',
      floatLayerClose: 'Close',
      memberMenu: 'Member centre menu',
    },
  },
} as const;

for (const [lang, bundle] of Object.entries(extra)) {
  i18n.addResourceBundle(lang, 'translation', bundle, true, false);
}

export type StorefrontKey = `storefront.${keyof (typeof extra)['zh-cn']['storefront']}`;
export type AnyKey = TranslationKey | StorefrontKey;

/** `t` that also knows the storefront keys above. */
export function st(key: AnyKey, values?: Record<string, string | number>): string {
  return t(key as TranslationKey, values);
}

/** `useT` that also knows the storefront keys above. */
export function useSt(): (key: AnyKey, values?: Record<string, string | number>) => string {
  const translate = useT();
  return useCallback((key, values) => translate(key as TranslationKey, values), [translate]);
}
