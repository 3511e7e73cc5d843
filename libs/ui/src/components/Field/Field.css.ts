import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.md, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger });
