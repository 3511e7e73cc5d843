import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const group = style({ display: 'inline-flex', alignItems: 'center' });
export const option = style({
  border: 'none',
  background: 'none',
  // 24 px high at least: Lighthouse's target-size audit.
  minHeight: '24px',
  minWidth: '24px',
  padding: `0 ${vars.space.xs}`,
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.link,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&[aria-pressed="true"]': { color: vars.color.text, cursor: 'default', fontWeight: vars.font.weight.bold },
    '& + &': { borderLeft: `${vars.border.width} solid ${vars.color.border}` },
  },
});
