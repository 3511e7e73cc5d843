import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { contentColumn } from '../frames.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });
export const main = style({ ...contentColumn, flex: 1, paddingTop: vars.space.lg });
export const white = style({ background: vars.color.surface });
