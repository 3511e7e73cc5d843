import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTokens } from './default.css';
import { themeGlobals } from './globals';

/**
 * 关怀模式 (care mode), after MIIT's 《互联网网站适老化通用设计规范》: the same contract as the default
 * theme with text 1.5× larger (the body's 12 px becomes 18 px; prices and buttons use the larger
 * steps), in rem so the browser's font setting still counts; every text colour at least 7:1 on its
 * background (WCAG AAA); line spacing from 1.4; larger controls, thicker borders and focus rings.
 */
export const careThemeClass = createTheme(vars, {
  ...defaultTokens,
  color: {
    brand: '#a00000',
    brandHover: '#800000',
    brandActive: '#660000',
    brandSoft: '#fff0f0',
    onBrand: '#ffffff',
    price: '#a00000',
    text: '#000000',
    textSecondary: '#1f1f1f',
    textMuted: '#333333',
    textDisabled: '#4d4d4d',
    textInverse: '#ffffff',
    link: '#000000',
    linkHover: '#a00000',
    border: '#767676',
    borderStrong: '#333333',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f0f0f0',
    surfaceHover: '#fff0f0',
    skeleton: '#e0e0e0',
    skeletonHighlight: '#f0f0f0',
    overlay: 'rgba(0, 0, 0, 0.75)',
    toast: '#000000',
    success: '#0a5c1f',
    warning: '#7a3300',
    danger: '#9c1c00',
    info: '#003c9e',
    certified: '#0a5c1f',
    certifiedSoft: '#eefaf0',
    focus: '#003c9e',
  },
  font: {
    ...defaultTokens.font,
    size: {
      xs: '1.125rem',
      sm: '1.25rem',
      md: '1.375rem',
      lg: '1.5rem',
      xl: '1.75rem',
      xxl: '2.25rem',
      xxxl: '2.75rem',
    },
    lineHeight: { tight: '1.4', normal: '1.6', relaxed: '1.9' },
  },
  border: { width: '1px', widthStrong: '3px', focus: '4px' },
  size: {
    ...defaultTokens.size,
    controlSm: '2.5rem',
    controlMd: '3rem',
    controlLg: '3.5rem',
    iconSm: '1.5rem',
    iconMd: '2rem',
    floatButton: '64px',
    categoryList: '260px',
  },
});
themeGlobals(careThemeClass);

// Links are underlined (colour is never the only signal) and the focus ring keeps a white gap, so
// it shows on the red buttons as well as on white.
globalStyle(`${careThemeClass} a`, { textDecoration: 'underline', textUnderlineOffset: '0.15em' });
globalStyle(`${careThemeClass} :focus-visible`, { outlineOffset: vars.border.widthStrong, boxShadow: `0 0 0 ${vars.border.widthStrong} #ffffff` });
// No motion: no ticker scrolling, no fading slides.
globalStyle(`${careThemeClass} *, ${careThemeClass} *::before, ${careThemeClass} *::after`, {
  animationDuration: '0s !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0s !important',
});
// Buttons read larger than the body text (20 px against 18 px at the default font setting).
globalStyle(`${careThemeClass} button`, { fontSize: vars.font.size.sm, minHeight: vars.size.controlSm });
