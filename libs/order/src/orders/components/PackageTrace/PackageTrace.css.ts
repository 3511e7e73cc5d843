import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const subtitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const goods = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const good = style({ maxWidth: '20em' });
export const thumb = style({ width: '40px', height: '40px', flex: '0 0 40px', borderRadius: vars.radius.sm });
export const goodName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${vars.color.border}` });
export const event = style({
  position: 'relative',
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSecondary,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-5px',
      top: '0.75em',
      width: '8px',
      height: '8px',
      borderRadius: '50%',
      background: vars.color.borderStrong,
    },
    '&[data-latest="true"]': { color: vars.color.text, fontWeight: vars.font.weight.medium },
    '&[data-latest="true"]::before': { background: vars.color.brand },
  },
});
export const time = style({ flex: '0 0 auto', fontFamily: vars.font.familyNumeric });
