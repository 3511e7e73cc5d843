import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/list?keyword=茶`) or an absolute URL; empty renders plain content. */
  to: string | null | undefined;
  /** Open in a new tab (nav is_blank); adds rel="noopener noreferrer". */
  blank?: boolean;
  children?: ReactNode;
}

/** True for same-site paths, which the router handles without a page load. */
export function isInternalPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/**
 * A link for URLs that come from the back office (ads, nav, floors): site paths go through the
 * router, other URLs are plain anchors. `blank` opens a new tab safely.
 */
export function SmartLink({ to, blank, children, ...rest }: SmartLinkProps) {
  if (!to) return <span className={rest.className}>{children}</span>;
  const target = blank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isInternalPath(to) && !blank) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...target} {...rest}>
      {children}
    </a>
  );
}
