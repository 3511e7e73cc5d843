import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const page = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', background: vars.color.background, padding: vars.space.lg });
export const card = style({ width: 'min(420px, 100%)' });
export const captcha = style({ height: vars.size.controlMd, cursor: 'pointer', border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const codes = style({ fontFamily: vars.font.familyNumeric, columns: 2, listStyle: 'none', padding: 0 });
export const captchaButton = style({ padding: 0, border: 0, background: 'none', alignSelf: 'flex-start' });
