import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const no = style({ fontFamily: vars.font.familyNumeric, fontSize: vars.font.size.sm });
export const status = style({
  selectors: {
    '&[data-tone="pending"]': { color: vars.color.warning },
    '&[data-tone="done"]': { color: vars.color.success },
    '&[data-tone="refused"]': { color: vars.color.danger },
  },
});
