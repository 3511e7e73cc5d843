import type { MouseEventHandler, ReactNode } from 'react';

/** What a link-rendering prop receives: spread it on React Router's <Link to={href}> or an <a>. */
export interface UiLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page' | 'step' | 'true';
  'aria-label'?: string;
}

/** Renders a link, e.g. `({ href, ...p }) => <Link to={href} {...p} />`; default a plain <a>. */
export type RenderLink = (props: UiLinkProps) => ReactNode;

export const plainLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** A plain left click, which an SPA may take over; modified clicks keep the browser's behaviour. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
