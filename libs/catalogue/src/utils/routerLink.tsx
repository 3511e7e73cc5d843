import { Link } from 'react-router-dom';
import type { RenderLink } from '@mall/ui';

/** The design system's link prop as a React Router <Link> (client-side navigation). */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
