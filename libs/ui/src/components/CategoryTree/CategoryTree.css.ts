import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  width: vars.size.categoryList,
  background: vars.color.surface,
  fontSize: vars.font.size.md,
});

export const list = style({
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
});

export const entry = style({});

export const entryLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // brandHover, not brand: plain brand red on the tinted background is below 4.5:1 contrast.
    [`${entry}[data-open="true"] &`]: { background: vars.color.surfaceHover, color: vars.color.brandHover },
  },
});

export const flyout = style({
  position: 'absolute',
  top: 0,
  left: '100%',
  width: vars.size.categoryFlyout,
  minHeight: '100%',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.flyout,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const group = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.border.width} dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const groupTitle = style({
  flexShrink: 0,
  width: '7em',
});

export const groupLink = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const leaves = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const leafLink = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xs,
});
