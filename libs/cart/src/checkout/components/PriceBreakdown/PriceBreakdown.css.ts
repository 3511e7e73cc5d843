import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ margin: 0,  });
export const row = style({ minWidth: '16em' });
export const label = style({ color: vars.color.textSecondary, flex: 1, textAlign: 'right' });
export const value = style({ margin: 0, minWidth: '7em', textAlign: 'right' });
export const footer = style({
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
export const total = style({ flex: 1, minWidth: 0 });
export const totalLine = style({ fontWeight: vars.font.weight.bold });
export const destination = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, wordBreak: 'break-all' });
