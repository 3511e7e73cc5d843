import { memberPageStyles } from '@mall/member/page-kit';

/** The order pages' styles: the member page styles (one module), and the link-type order actions. */
export const { link, muted, error, dl, dt, dd, stack } = memberPageStyles;
export { linkButton, linkButtonPrimary } from './styles.css';
