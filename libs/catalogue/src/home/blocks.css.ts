import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

// The room each home block takes once painted, kept for it while its code and data load, so the
// floors below do not jump when it arrives (Lighthouse's CLS). The blocks fix their own heights to
// match: the ticker is one control-high line (libs/ranking TradeTicker), the ranking board's panel
// keeps room for a full board while loading (libs/ranking RankingBoard, region tab), the city
// carousel is a tab strip over four goods cards (libs/region CityCarousel), measured at the 1200 px
// content width.
const frame = {
  boxSizing: 'border-box',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
} as const;

export const placeholder = styleVariants({
  tradeTicker: { ...frame, height: `calc(${vars.size.controlMd} + 2 * ${vars.border.width})` },
  cityCarousel: { ...frame, border: 'none', height: '513px' },
  rankingBoard: { ...frame, height: '572px' },
});
