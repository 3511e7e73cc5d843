import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The form itself uses the shared form styles; this is its frame inside a card. */
export const frame = style({ padding: vars.space.md });
