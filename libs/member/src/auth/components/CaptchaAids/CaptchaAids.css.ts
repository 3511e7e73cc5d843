import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';



export const aid = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

/** At least twice the picture's size (MIIT asks for 2×): the 120 × 40 picture shown 300 × 100. */
export const zoomed = style({
  width: 'calc(120px * 2.5)',
  maxWidth: '100%',
  height: 'auto',
  imageRendering: 'pixelated',
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
});

export const widget = style({ minHeight: vars.size.controlLg });

export const status = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary, minHeight: '1em' });
