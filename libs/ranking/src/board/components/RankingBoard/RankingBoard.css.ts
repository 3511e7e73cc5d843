import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { RANKING_BOARD_SIZE } from '@mall/rest-contract/constants';

export const board = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text });
export const more = style({ color: vars.color.link, fontSize: vars.font.size.sm, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.linkHover } } });
export const list = style({ listStyle: 'none', margin: 0, padding: 0,  });
/** One row: the rank badge between its padding, and the rule under it. */
const rowHeight = `calc(${vars.size.iconMd} + 2 * ${vars.space.xs} + ${vars.border.width})`;
/** One line of xs text (the header row's labels and the summary). */
const xsLine = `calc(${vars.font.size.xs} * ${vars.font.lineHeight.normal})`;

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconLg} minmax(0, 1fr) max-content`,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const headRow = style([row, { color: vars.color.textMuted, fontSize: vars.font.size.xs }]);
export const rank = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontFamily: vars.font.familyNumeric,
  selectors: { '&[data-top="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.text });
export const money = style({ fontFamily: vars.font.familyNumeric, color: vars.color.price, textAlign: 'right' });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
/**
 * Room for a full board (header row, RANKING_BOARD_SIZE rows, summary) in every state, so the
 * board is as tall loading, empty or short as full: nothing below it moves when its data comes
 * (catalogue's HomeBlockPlaceholder keeps the same room while the board's code loads).
 */
export const body = style({
  minHeight: `calc(${xsLine} + 2 * ${vars.space.xs} + ${vars.border.width} + ${RANKING_BOARD_SIZE} * ${rowHeight} + ${xsLine} + 2 * ${vars.space.sm})`,
});
export const empty = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const panel = style({ paddingTop: vars.space.sm });
