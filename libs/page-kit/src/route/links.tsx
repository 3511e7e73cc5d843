// The login-redirect rule and React Router links for the design system's link prop: shared by every
// domain lib's route modules and the app (below the domain libs, so that no route module imports the app).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The redirect target after login: only a same-site relative path is accepted; absolute URLs,
 * protocol-relative `//host` and backslash tricks fall back to `/`.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters could be stripped by the browser and turn the path into `//host`.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const base = 'http://same.invalid';
    const parsed = new URL(value, base);
    if (parsed.origin !== base) return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}

/** The design system's link prop (ui's RenderLink) as a React Router <Link> (client-side navigation). */
export const routerLink = ({
  href,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & { href: string; children: ReactNode }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
