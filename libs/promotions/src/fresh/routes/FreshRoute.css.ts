import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The no-nav layout has no content frame of its own: the hall centres itself. */
export const page = style({ maxWidth: vars.layout.contentWidth, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}` });
