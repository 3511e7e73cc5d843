import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { m } from '@mall/i18n';
import { useFocusTrap } from './useFocusTrap';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. 暂不 / 去激活. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keep the dialog open on a backdrop click (e.g. forms with unsaved input). */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape closes, and focus returns
 * to the element that opened it. Rendered in place (no portal) so it inherits the theme class.
 *
 * An accessible modal (role="dialog", aria-modal, labelled by its title). Props: `open`, `onClose` (close
 * button, Escape, backdrop click), `title`, `children`, `footer`, `size` sm|md|lg, `initialFocusRef`,
 * `closeOnBackdrop`. Focus moves in on open, Tab stays inside, focus returns to the opener on close. Used for
 * the voucher reminder (SPEC §4).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const onKeyDown = useFocusTrap(open, panelRef, () => onCloseRef.current(), initialFocusRef);
  useEffect(() => {
    if (!open) return;
    // Stop the page behind from scrolling while the dialog is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  return (
    <div
      className={styles.overlay}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.size[size]}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={m['ui.dialogClose']()} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
