import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });
export const main = style({
  flex: 1,
  width: vars.layout.contentWidth,
  maxWidth: '100%',
  margin: '0 auto',
  paddingTop: vars.space.lg,
});
