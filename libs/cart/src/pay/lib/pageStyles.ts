import { memberPageStyles } from '@mall/member/page-kit';

/** The payment pages' styles: the member page styles (one module), and what only payment needs. */
export const { stack, actions, muted, dl, dt, dd, link } = memberPageStyles;
/** Errors are paragraphs here: no margin of their own. */
export const error = memberPageStyles.errorLine;
export { orderLinks, panel } from './styles.css';
