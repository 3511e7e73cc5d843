import { Link } from 'react-router-dom';
import type { RenderLink } from '@mall/ui';

/** @mall/ui's links (pagination) as router links, so paging stays in the app. */
export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
