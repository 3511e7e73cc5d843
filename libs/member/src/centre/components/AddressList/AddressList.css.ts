import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export { who } from '../EditableList/EditableList.css';

export const address = style({ margin: 0, color: vars.color.textSecondary, wordBreak: 'break-all' });
