import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The rules that need theme variables, scoped to one theme's class (the variables only exist inside
 * it): every theme (the default, care mode, a branch site's) calls this for its own class.
 * Called from .css.ts files only.
 */
export function themeGlobals(themeClass: string): void {
  globalStyle(themeClass, {
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    WebkitFontSmoothing: 'antialiased',
  });
  globalStyle(`${themeClass} a`, { color: vars.color.link, textDecoration: 'none' });
  globalStyle(`${themeClass} a:hover`, { color: vars.color.linkHover });
  globalStyle(`${themeClass} :focus-visible`, {
    outline: `${vars.border.focus} solid ${vars.color.focus}`,
    outlineOffset: vars.border.width,
  });
}
