import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export { root, addLink, list, item, main } from '../recordList.css';

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const who = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', margin: 0, flexWrap: 'wrap' });
export const address = style({ margin: 0, color: vars.color.textSecondary, wordBreak: 'break-all' });
