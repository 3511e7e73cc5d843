import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeGlobals } from './globals';

/** System Chinese fonts first; WenQuanYi covers Linux (and the Chromium used by tests). */
const chineseFontStack =
  '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif';

/**
 * The national site's theme: JD/832-style red on white. The red is a shade darker than JD's
 * #e1251b, which misses WCAG's 4.5:1 on our grey and pink backgrounds; #d4201a passes on all.
 */
export const defaultTokens = {
  color: {
    brand: '#d4201a',
    brandHover: '#b81c16',
    brandActive: '#9e1812',
    brandSoft: '#fff1f0',
    onBrand: '#ffffff',
    price: '#d4201a',
    text: '#333333',
    textSecondary: '#666666',
    // 4.9:1 on the page's grey background (#767676 was 4.17:1 there: breadcrumb separators, 共 N 件商品).
    textMuted: '#6b6b6b',
    textDisabled: '#a6a6a6',
    textInverse: '#ffffff',
    link: '#333333',
    linkHover: '#d4201a',
    border: '#e5e5e5',
    borderStrong: '#cccccc',
    background: '#f5f5f5',
    surface: '#ffffff',
    surfaceMuted: '#f7f7f7',
    surfaceHover: '#fff5f5',
    skeleton: '#eeeeee',
    skeletonHighlight: '#f7f7f7',
    overlay: 'rgba(0, 0, 0, 0.5)',
    toast: '#333333',
    success: '#1a7f37',
    warning: '#ad4e00',
    danger: '#d4380d',
    info: '#0958d9',
    certified: '#1a7f37',
    certifiedSoft: '#f0faf2',
    focus: '#0958d9',
  },
  font: {
    family: chineseFontStack,
    familyNumeric: `Arial,${chineseFontStack}`,
    // In rem (16 px at the browser's default setting), so a shopper's larger font setting enlarges the text.
    size: {
      xs: '0.75rem',
      sm: '0.8125rem',
      md: '0.875rem',
      lg: '1rem',
      xl: '1.125rem',
      xxl: '1.5rem',
      xxxl: '1.875rem',
    },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.8' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '2px', md: '4px', lg: '8px', full: '9999px' },
  border: { width: '1px', widthStrong: '2px', focus: '2px' },
  shadow: {
    sm: '0 1px 3px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.18)',
  },
  zIndex: { dropdown: '100', sticky: '200', flyout: '300', overlay: '900', modal: '1000', toast: '1100' },
  motion: { fast: '150ms', normal: '300ms', slow: '500ms', easing: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  size: {
    // Controls grow with the text they hold (rem, as the font sizes).
    controlSm: '1.75rem',
    controlMd: '2.25rem',
    controlLg: '2.75rem',
    iconSm: '1rem',
    iconMd: '1.5rem',
    iconLg: '48px',
    iconXl: '80px',
    dot: '8px',
    dotActive: '20px',
    floatButton: '48px',
    categoryList: '200px',
    categoryFlyout: '760px',
    dialogSm: '360px',
    dialogMd: '520px',
    dialogLg: '800px',
    toastMax: '480px',
    carouselHeight: '400px',
    emptyMinHeight: '240px',
  },
  layout: { contentWidth: '1200px', floatOffset: '24px', toastOffset: '20vh' },
};

export const themeClass = createTheme(vars, defaultTokens);
themeGlobals(themeClass);

// A small reset, the same for every theme.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
