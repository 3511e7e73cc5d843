import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ padding: `${vars.space.lg} 0` });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
const tabBase = { padding: `${vars.space.xs} ${vars.space.lg}`, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.full, cursor: 'pointer' } as const;
export const tab = style({ ...tabBase, background: vars.color.surface, color: vars.color.text });
export const tabActive = style({ ...tabBase, background: vars.color.price, color: vars.color.onBrand, borderColor: vars.color.price });
export const grid = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(calc(' + vars.size.controlLg + ' * 10), 1fr))' });
