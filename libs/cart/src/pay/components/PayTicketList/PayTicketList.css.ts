import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const status = style({ fontWeight: vars.font.weight.bold });
export const statusTone = styleVariants({
  CREATED: { color: vars.color.textSecondary },
  REVIEWING: { color: vars.color.info },
  PAID: { color: vars.color.success },
  REFUSED: { color: vars.color.danger },
});
export const refused = style({ color: vars.color.danger });
export const images = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const imageLink = style({ display: 'block' });
export const image = style({ width: '96px', height: '96px', borderRadius: vars.radius.sm, border: `${vars.border.width} solid ${vars.color.border}` });
