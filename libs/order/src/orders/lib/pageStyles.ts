import { memberPageStyles } from '@mall/member/page-kit';

/** The order pages' styles: the member page styles (one module), the link-type order actions and the framed box of a package or a refund status. */
export const { link, muted, error, dl, dt, dd, stack } = memberPageStyles;
export { framedStack, linkButton, linkButtonPrimary } from './styles.css';
