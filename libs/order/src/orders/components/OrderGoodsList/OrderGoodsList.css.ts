import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const line = style({
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `${vars.border.width} dashed ${vars.color.border}` } },
});
export const thumbLink = style({ display: 'block', flex: '0 0 64px', height: '64px' });
export const thumb = style({ width: '64px', height: '64px', borderRadius: vars.radius.sm });
export const name = style({
  flex: '1 1 0',
  minWidth: 0,
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-all',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const price = style({ minWidth: '7em',  });
export const subtotal = style({ textAlign: 'right', minWidth: '6em' });
export const after = style({
  minWidth: '5em',
  fontSize: vars.font.size.sm,
});
